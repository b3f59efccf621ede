import type { AccountSnapshot } from '../../services/ledger';

/**
 * What the screens show of an account: the snapshot without the round it was read at (which moves every block
 * even when nothing of ours changed), plus the ALGO that can actually be spent.
 */
export interface AccountBalances extends Omit<AccountSnapshot, 'round'> {
  /** µALGO above the minimum balance: what a send or an opt-in can use (never negative). */
  available: bigint;
}

/**
 * The `select` of the account query. Module-level so React Query keeps its result between polls; because the
 * round is dropped, structural sharing hands back the SAME object when no balance changed, and nothing re-renders.
 */
export function toBalances({ round: _round, ...snapshot }: AccountSnapshot): AccountBalances {
  const spare = snapshot.algo - snapshot.minBalance;
  return { ...snapshot, available: spare > 0n ? spare : 0n };
}
