/** Constructors for the ledger's records. */
import { isOpen } from './minBalance';
import type { AccountRecord, LedgerState } from './types';

/** A state with no accounts, at round `round`. */
export function emptyState(round = 0n): LedgerState {
  return {
    round,
    clockOffset: 0n,
    accounts: new Map(),
    assets: new Map(),
    apps: new Map(),
    blocks: new Map(),
    txns: new Map(),
    history: new Map(),
  };
}

/** A never-funded account as it appears when first touched in round `round`. */
export function newAccount(round: bigint): AccountRecord {
  return {
    amount: 0n,
    assets: new Map(),
    locals: new Map(),
    createdApps: new Map(),
    createdAssets: [],
    createdAtRound: round,
    hasSigned: false,
  };
}

/**
 * True when an account holds nothing (algod's `IsZero`: no ALGO, holdings, open local states, creations or
 * auth address), as after a close-out: algod drops such records.
 */
export function isEmptyAccount(account: AccountRecord): boolean {
  return (
    account.amount === 0n &&
    account.authAddr === undefined &&
    account.assets.size === 0 &&
    ![...account.locals.values()].some(isOpen) &&
    account.createdApps.size === 0 &&
    account.createdAssets.length === 0 &&
    !account.boxes?.count
  );
}
