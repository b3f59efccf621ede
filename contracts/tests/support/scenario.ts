/**
 * The neutral description of a scenario that both sides run: the contract in the AVM emulator
 * (emulator.algo.ts) and the local ledger's app model behind algod's API (ledger.ts). Each side turns a
 * step into its own transactions and reports the same Outcome, so a test can demand they be equal.
 */
import type { AppName } from '../../../src/services/config/onchain';
import type { Reason } from './reasons';

export type Token = 'UMQ' | 'HLK';
/**
 * Who an address belongs to: the calling player, the called app's account, the Mox admin, or a friend (another
 * account holding the tokens, which is not the caller).
 */
export type Party = 'player' | 'app' | 'admin' | 'friend';

/** What a step's arguments may depend on: the round its call executes in (`global Round`). */
export interface StepEnv {
  round: bigint;
}

/** One transaction of a group, sent by the player unless a transfer says it comes `from` the friend. */
export type GroupTxn =
  | { transfer: Token; to: Party; amount: bigint; note?: string; from?: 'friend'; closeTo?: Party }
  | {
      call: string;
      args?: ReadonlyArray<string | bigint | ((env: StepEnv) => bigint)>;
      assets?: readonly Token[];
      /** Box references, each named by a party's public key (the airdrop's claim record is the player's). */
      boxes?: readonly Party[];
      /** Inner transfers the call pays the fee of (the outer fee covers them). */
      inner?: number;
    }
  /** An opt-in call by the player, alone in its step (again after a close-out or clear-state: a re-opt-in). */
  | { optIn: true }
  /** The player leaves the app: a close-out runs the approval program, a clear-state cannot be refused. */
  | { leave: 'close-out' | 'clear-state' }
  /** A call that would replace or remove the app's programs: the genesis's approve-all program allowed it. */
  | { lifecycle: 'update' | 'delete' };

export interface Step {
  group: readonly GroupTxn[];
  /** Seconds the clock moves, with a block made, before this step (LatestTimestamp moves with it). */
  advanceSeconds?: bigint;
}

export interface InnerTransfer {
  to: Party;
  asset: Token;
  amount: bigint;
}

/** Another player, `other1`…`other99`, who only appears in the quiz's top 10 (its key is the number, repeated). */
export type Other = `other${number}`;

/** A place of the quiz's top 10 (global `top0`…`top9`): who holds it, with what score and time. */
export interface TopPlace {
  who: Party | Other;
  score: bigint;
  time: bigint;
}

/** The 32-byte public key of `other<n>`: every byte n. */
export function otherKey(who: Other): Uint8Array {
  return new Uint8Array(32).fill(Number(who.slice('other'.length)));
}

/** What a step did: success, the app's state afterwards, and the inner transfers it made. */
export interface Outcome {
  ok: boolean;
  /** Why the step failed, in the one list both sides map their texts to (undefined when it succeeded). */
  reason?: Reason;
  /** The player's local state for the app (empty when not opted in). */
  local: Record<string, bigint>;
  global: Record<string, bigint>;
  /** The quiz's top 10 in order (empty for the other apps). */
  top: TopPlace[];
  inner: InnerTransfer[];
  /** The parties whose public key names one of the app's boxes (the airdrop's claim records). */
  records: Party[];
}

export interface Scenario {
  name: string;
  app: AppName;
  /** The player has opted in to the app before the first step (default true). */
  optedIn?: boolean;
  steps: readonly Step[];
  /** The quiz's top 10 before the first step (default: no place held); both sides start from it. */
  top?: readonly TopPlace[];
  /** What the last step must do; omitted fields are only compared between the two sides. */
  expected: Partial<Outcome> & {
    ok: boolean;
    /** How much each global counter grew over the whole scenario (each side counts from its own start). */
    globalGrowth?: Record<string, bigint>;
  };
}

export const UMQ = 1_000_000_000n;
export const MOX_FEE = 15n * UMQ;
export const GAME_ENTRY = 100n * UMQ;

/** The Mox fee and the game entry to `to`, as a game's group starts. */
export function gameEntry(to: Party): GroupTxn[] {
  return [
    { transfer: 'UMQ', to, amount: MOX_FEE },
    { transfer: 'UMQ', to, amount: GAME_ENTRY },
  ];
}

/** The value of an argument for this step. */
export function argValue(arg: string | bigint | ((env: StepEnv) => bigint), env: StepEnv): string | bigint {
  return typeof arg === 'function' ? arg(env) : arg;
}
