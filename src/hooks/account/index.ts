/** Account reads (DESIGN.md §3): the query factory, the polled balances, their display formats and the test faucet. */
export { accountQueries, BALANCE_POLL_MS } from './queries';
export { useAccount, useRekeyedTo } from './useAccount';
export type { AccountBalances } from './balances';
export { amountFieldText, amountHint, amountQuestion, BALANCE_DECIMALS, formatAsset, formatBalance } from './format';
export type { AmountQuestion, AmountReading } from './format';
export { useTestAlgo, useTestUmq, type TestFaucet } from './useTestFunds';
