/** Staking helpers: the running stake's time and reward on the ledger's clock. */
export { estimateStake } from './estimate';
export type { RunningStake, StakeEstimate } from './estimate';
export { ledgerNow } from './ledgerClock';
export type { LedgerTimeBase } from './ledgerClock';
export { readLedgerTime } from './readLedgerTime';
