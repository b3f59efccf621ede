/**
 * The indexer's lag behind algod, which real networks have: an indexer ingests a block after its node commits it,
 * so its answers (and their `current-round`) trail algod's last round by a few rounds. With a lag of N the indexer
 * answers from the state algod had N rounds ago. Put in force at round R, it holds at R until algod is N rounds
 * ahead, then trails N behind; released (0), it is caught up at once.
 */
import type { Ledger, LedgerView } from '../engine/ledger';
import type { LedgerState } from '../engine/types';

/** The most rounds the lag may be set to (a copy of the state is kept per round). */
export const MAX_INDEXER_LAG = 1000;

/**
 * A copy of `state` that later blocks leave as it is. A group's records are replaced on commit, never edited in place
 * (engine/overlay), so copies of the record maps share their records safely; the indexes blocks append to are copied.
 */
function frozenCopy(state: LedgerState): LedgerState {
  return {
    ...state,
    accounts: new Map(state.accounts),
    assets: new Map(state.assets),
    apps: new Map(state.apps),
    blocks: new Map(state.blocks),
    txns: new Map(state.txns),
    history: new Map([...state.history].map(([address, txids]) => [address, [...txids]])),
  };
}

/** How far the indexer trails one ledger, and the state it answers from. */
export class IndexerLag {
  private lag = 0;
  /** Copies of the state, oldest first; the first is the one the indexer answers from. */
  private kept: LedgerState[] = [];
  private unsubscribe?: () => void;

  constructor(private readonly ledger: Ledger) {}

  /** The lag in force (rounds). */
  get rounds(): number {
    return this.lag;
  }

  /** Puts a lag of `rounds` in force; 0 releases it. */
  set(rounds: number): void {
    this.lag = rounds;
    if (rounds === 0) {
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      this.kept = [];
      return;
    }
    if (!this.unsubscribe) {
      this.kept = [frozenCopy(this.ledger.state)];
      this.unsubscribe = this.ledger.onChange(() => this.keep());
    }
    this.dropPassed();
  }

  /** What the indexer answers from now. */
  view(): LedgerView {
    if (this.lag === 0) return this.ledger;
    const state = this.kept[0];
    return { state, round: state.round };
  }

  private keep(): void {
    const { state } = this.ledger;
    const last = this.kept[this.kept.length - 1];
    // A reset starts the chain again: nothing of the old one is served. A change within a round replaces its copy.
    if (state.round < last.round) this.kept = [];
    else if (state.round === last.round) this.kept.pop();
    this.kept.push(frozenCopy(state));
    this.dropPassed();
  }

  /** Drops the copies older than the newest one at least `lag` rounds behind the ledger. */
  private dropPassed(): void {
    const served = this.ledger.round - BigInt(this.lag);
    while (this.kept.length > 1 && this.kept[1].round <= served) this.kept.shift();
  }
}
