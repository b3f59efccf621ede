/**
 * The transaction pool of a ledger with a block time (algod's TransactionPool): accepted groups wait here
 * for the next block. Each new group is checked against the state with the pooled groups applied, so a
 * submit is refused at once for what the block would refuse; a group the block then refuses is evicted,
 * and its reason stays readable as `pool-error`.
 */
import type { Submitted } from './split';
import type { LedgerState } from './types';

/** A pooled or evicted transaction as pending-info shows it: its bytes and `pool-error` ("" while pooled). */
export interface PoolEntry {
  signed: Uint8Array;
  poolError: string;
}

/** The state a new group is checked against: records are cloned before a change, so a shallow copy is enough. */
export function scratchState(state: LedgerState): LedgerState {
  return {
    ...state,
    accounts: new Map(state.accounts),
    apps: new Map(state.apps),
    leases: new Map(state.leases),
  };
}

/** Groups waiting for the next block, and the reasons of those a block refused. */
export class TxPool {
  private groups: Submitted[][] = [];
  private readonly pending = new Map<string, Submitted>();
  private readonly evicted = new Map<string, PoolEntry>();
  /** The ledger state with every pooled group applied (undefined until a group is pooled after a block). */
  scratch?: LedgerState;

  /** True when `txid` is waiting in the pool. */
  has(txid: string): boolean {
    return this.pending.has(txid);
  }

  /** Adds an accepted group. */
  add(group: Submitted[]): void {
    this.groups.push(group);
    for (const sub of group) this.pending.set(sub.txid, sub);
  }

  /** Empties the pool for a block, returning its groups in arrival order. */
  take(): Submitted[][] {
    const groups = this.groups;
    this.groups = [];
    this.pending.clear();
    this.scratch = undefined;
    return groups;
  }

  /** The signed bytes of every waiting transaction, in arrival order. */
  waiting(): Uint8Array[] {
    return [...this.pending.values()].map((sub) => sub.bytes);
  }

  /** Remembers why a block refused `group`. */
  evict(group: Submitted[], reason: string): void {
    for (const sub of group) this.evicted.set(sub.txid, { signed: sub.bytes, poolError: reason });
  }

  /** What pending-info shows for a transaction that is not (yet) in a block, or undefined. */
  lookup(txid: string): PoolEntry | undefined {
    const pooled = this.pending.get(txid);
    return pooled ? { signed: pooled.bytes, poolError: '' } : this.evicted.get(txid);
  }

  /** Forgets everything (reset). */
  clear(): void {
    this.take();
    this.evicted.clear();
  }
}
