/**
 * The simulated ledger (DESIGN.md §5): state plus submit, fund, clock and reset.
 * Pure TypeScript: it runs in Node (tests, the devnet server) and in the browser (Storybook).
 */
import { recordBlock } from './blocks';
import { AlgodError } from './errors';
import { evaluateGroup, type EvalConfig } from './evaluate';
import { Overlay } from './overlay';
import { splitGroup } from './split';
import { newAccount } from './state';
import type { LedgerState } from './types';
import { verifyGroup, type SignatureCheck } from './verify';

/** Everything a ledger is made of besides its state. */
export interface LedgerConfig extends EvalConfig {
  /** Builds the initial state; reset() calls it again. */
  genesis: () => LedgerState;
  /** Unix seconds; injectable so tests control block timestamps. */
  clock?: () => bigint;
  /** The account the dispenser pays from, and the ASA it hands out besides ALGO. */
  dispenser?: { address: string; assetId?: bigint; assetAmount?: bigint };
  /** The ed25519 check (default: tweetnacl, which runs anywhere). */
  signatureCheck?: SignatureCheck;
}

const systemClock = () => BigInt(Math.floor(Date.now() / 1000));

/** One simulated network: its state, its configuration and the operations the handlers call. */
export class Ledger {
  state: LedgerState;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly config: LedgerConfig,
    state?: LedgerState,
  ) {
    this.state = state ?? config.genesis();
  }

  /** The latest committed round. */
  get round(): bigint {
    return this.state.round;
  }

  /** The clock's time plus any advance from advanceClock (unix seconds). */
  now(): bigint {
    return (this.config.clock ?? systemClock)() + this.state.clockOffset;
  }

  /** Timestamp of the latest block. */
  lastTimestamp(): bigint {
    return this.state.blocks.get(this.state.round)?.timestamp ?? 0n;
  }

  /**
   * POST /v2/transactions: verifies and applies the group in a new block, atomically.
   * Returns the id of the group's first transaction; throws AlgodError with algod's text.
   */
  submit(body: Uint8Array): string {
    const group = splitGroup(body);
    verifyGroup(group, this.config.signatureCheck);
    const round = this.state.round + 1n;
    const now = this.now();
    const timestamp = now > this.lastTimestamp() ? now : this.lastTimestamp();
    const overlay = new Overlay(this.state, round);
    const applied = evaluateGroup(this.config, overlay, group, (txid) => this.state.txns.has(txid), timestamp);
    overlay.commit();
    recordBlock(this.state, round, timestamp, group, applied);
    this.changed();
    return group[0].txid;
  }

  /** The dispenser: credits µALGO (and the dispenser's ASA if the account holds it), without a transaction. */
  fund(address: string, microAlgos: bigint): void {
    const account = this.state.accounts.get(address) ?? newAccount(this.state.round);
    const dispenser = this.config.dispenser;
    const source = dispenser && this.state.accounts.get(dispenser.address);
    if (source) {
      if (source.amount < microAlgos) throw new AlgodError(503, 'the dispenser is empty');
      source.amount -= microAlgos;
    }
    account.amount += microAlgos;
    const holding = dispenser?.assetId !== undefined ? account.assets.get(dispenser.assetId) : undefined;
    const sourceHolding = dispenser?.assetId !== undefined ? source?.assets.get(dispenser.assetId) : undefined;
    const units = dispenser?.assetAmount ?? 0n;
    if (holding && sourceHolding && sourceHolding.amount >= units) {
      sourceHolding.amount -= units;
      holding.amount += units;
    }
    this.state.accounts.set(address, account);
    this.changed();
  }

  /** Moves the clock forward (block timestamps of later rounds). */
  advanceClock(seconds: bigint): void {
    this.state.clockOffset += seconds;
    this.changed();
  }

  /** Back to a fresh genesis. */
  reset(): void {
    this.state = this.config.genesis();
    this.changed();
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when round `round` exists, or after `timeoutMs` (never stalls a client). */
  waitForRound(round: bigint, timeoutMs: number): Promise<void> {
    if (this.state.round >= round) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      const unsubscribe = this.onChange(() => {
        if (this.state.round >= round) done();
      });
    });
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
