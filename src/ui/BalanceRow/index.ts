export { BalanceRow } from './BalanceRow';
export type { BalanceRowProps, TokenAccent } from './BalanceRow';
