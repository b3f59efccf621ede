/**
 * The simulated ledger (DESIGN.md §5): state plus submit (instant, or pooled with a block time), fund, clock
 * and reset.
 * Pure TypeScript: it runs in Node (tests, the devnet server) and in the browser (Storybook).
 */
import { recordBlock, type IncludedGroup } from './blocks';
import {
  algoGrant,
  naclSigner,
  tokenGrant,
  type DispenserConfig,
  type DispenserContext,
  type Signer,
} from './dispenser';
import { AlgodError, REMEMBER } from './errors';
import { evaluateGroup, type EvalConfig } from './evaluate';
import { checkCongestionFee } from './fees';
import { Overlay } from './overlay';
import { TxPool, scratchState, type PoolEntry } from './pool';
import { splitGroup, type Submitted } from './split';
import type { LedgerState } from './types';
import { verifyGroup, type SignatureCheck } from './verify';

/** Everything a ledger is made of besides its state. */
export interface LedgerConfig extends EvalConfig {
  /** Builds the initial state; reset() calls it again. */
  genesis: () => LedgerState;
  /** Unix seconds; injectable so tests control block timestamps. */
  clock?: () => bigint;
  /** The account the dispenser pays from (and signs with), and the ASA it adds for holders. */
  dispenser?: DispenserConfig;
  /** The ed25519 check (default: tweetnacl, which runs anywhere). */
  signatureCheck?: SignatureCheck;
  /** The ed25519 signing of the dispenser's grants (default: tweetnacl). */
  signer?: Signer;
  /**
   * Milliseconds between blocks. Unset (the default): each accepted group is its own block at once
   * (LocalNet's dev mode). Set: submits wait in a pool for the next block, made every `blockMs` as on MainNet.
   */
  blockMs?: number;
}

const systemClock = () => BigInt(Math.floor(Date.now() / 1000));

/** What a read-only answer reads: a state and its last round (the ledger's own, or a lagging indexer's copy). */
export type LedgerView = Pick<Ledger, 'state' | 'round'>;

/** One simulated network: its state, its configuration and the operations the handlers call. */
export class Ledger {
  state: LedgerState;
  /** The per-byte fee the pool asks for (0 while the network is not congested; POST /devnet/fees sets it). */
  feePerByte = 0n;
  private grants = 0;
  private readonly listeners = new Set<() => void>();
  private readonly pool = new TxPool();
  private readonly timer?: ReturnType<typeof setInterval>;

  constructor(
    readonly config: LedgerConfig,
    state?: LedgerState,
  ) {
    this.state = state ?? config.genesis();
    if (config.blockMs) {
      this.timer = setInterval(() => this.makeBlock(), config.blockMs);
      // In Node, the block clock alone must not keep a process (a test, a script) alive.
      (this.timer as { unref?: () => void }).unref?.();
    }
  }

  /** The latest committed round. */
  get round(): bigint {
    return this.state.round;
  }

  /** The clock's time plus any advance from advanceClock (unix seconds). */
  now(): bigint {
    return (this.config.clock ?? systemClock)() + this.state.clockOffset;
  }

  /** Timestamp of the latest block (what the AVM's `global LatestTimestamp` gives the next block's calls). */
  lastTimestamp(): bigint {
    return this.state.blocks.get(this.state.round)?.timestamp ?? 0n;
  }

  /**
   * POST /v2/transactions: verifies the group and, without a block time, applies it in a new block at once;
   * with one, checks it against the pool and keeps it for the next block. Returns the id of the group's
   * first transaction; throws AlgodError with algod's text.
   */
  submit(body: Uint8Array): string {
    const group = splitGroup(body);
    verifyGroup(group, { check: this.config.signatureCheck });
    checkCongestionFee(group, this.feePerByte);
    if (!this.config.blockMs) {
      this.commitBlock([group], true);
      return group[0].txid;
    }
    const scratch = (this.pool.scratch ??= scratchState(this.state));
    const overlay = new Overlay(scratch, this.state.round + 1n);
    evaluateGroup(this.config, overlay, group, (txid) => this.isKnown(txid), this.lastTimestamp());
    overlay.commit();
    this.pool.add(group);
    return group[0].txid;
  }

  /** A transaction waiting in the pool (`poolError` "") or evicted from it (the reason), else undefined. */
  pooled(txid: string): PoolEntry | undefined {
    return this.pool.lookup(txid);
  }

  /** The signed transactions waiting in the pool for the next block, in arrival order. */
  poolContents(): Uint8Array[] {
    return this.pool.waiting();
  }

  /** Makes the next block from the pool (the block clock calls it; empty blocks too, so rounds follow time). */
  makeBlock(): void {
    this.commitBlock(this.pool.take(), false);
  }

  /** Stops the block clock (a ledger with a block time keeps making blocks until then). */
  close(): void {
    clearInterval(this.timer);
  }

  private isKnown(txid: string): boolean {
    return this.state.txns.has(txid) || this.pool.has(txid);
  }

  /**
   * Applies the groups in a new block. `strict` (no block time): a refused group throws and makes no block.
   * Otherwise a refused group is evicted with its reason, as algod's pool does when a block is assembled.
   */
  private commitBlock(groups: Submitted[][], strict: boolean): void {
    const round = this.state.round + 1n;
    const latest = this.lastTimestamp();
    const now = this.now();
    const included: IncludedGroup[] = [];
    for (const group of groups) {
      const overlay = new Overlay(this.state, round);
      try {
        const applied = evaluateGroup(this.config, overlay, group, (txid) => this.state.txns.has(txid), latest);
        overlay.commit();
        included.push({ group, applied });
      } catch (error) {
        if (strict || !(error instanceof AlgodError)) throw error;
        // pool-error carries the evaluator's reason without the prefix Remember adds to a submit's answer.
        this.pool.evict(group, error.message.replace(REMEMBER, ''));
      }
    }
    recordBlock(this.state, round, now > latest ? now : latest, included);
    this.changed();
  }

  /**
   * The dispenser: pays `microAlgos` (and its ASA, to an account that holds it) by a signed transaction.
   * Returns the grant's txid (its first transaction's; applied now, or in the next block with a block time).
   */
  fund(address: string, microAlgos: bigint): string {
    return this.grant((ctx, dispenser) => algoGrant(ctx, dispenser, address, microAlgos));
  }

  /** The dispenser: pays `amount` base units of an ASA the account has opted in to (400 otherwise). */
  fundToken(address: string, assetId: bigint, amount: bigint): string {
    return this.grant((ctx, dispenser) => tokenGrant(ctx, dispenser, address, assetId, amount));
  }

  private grant(build: (ctx: DispenserContext, dispenser: DispenserConfig) => Uint8Array): string {
    const dispenser = this.config.dispenser;
    if (!dispenser) throw new AlgodError(404, 'this ledger has no dispenser');
    const { genesisId, genesisHash, signer = naclSigner } = this.config;
    const ctx = { state: this.state, genesisId, genesisHash, feePerByte: this.feePerByte, serial: this.grants++ };
    return this.submit(build({ ...ctx, sign: signer }, dispenser));
  }

  /** Moves the clock forward (block timestamps of later rounds). */
  advanceClock(seconds: bigint): void {
    this.state.clockOffset += seconds;
    this.changed();
  }

  /** Back to a fresh genesis. */
  reset(): void {
    this.state = this.config.genesis();
    this.pool.clear();
    this.feePerByte = 0n;
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
