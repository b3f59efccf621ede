/**
 * The contract between the ledger engine and the six app models (DESIGN.md §5, §7).
 * The engine decodes an application call, builds an AppCallContext and hands it to the app's model;
 * a model reads its args and the rest of the group, asserts what the real contract asserts,
 * changes state and asks for inner transfers. Any throw rejects the whole group, so a model
 * never needs to undo anything.
 */
import type { Transaction } from 'algosdk';
import type { AppName } from '../../services/config/onchain';
import type { OnchainIds } from '../../services/config/ids';

/** A TEAL value: uint64 or bytes. */
export type TealValue = bigint | Uint8Array;

/** A key/value store with UTF-8 keys: an app's global state or one account's local state for it. */
export interface StateStore {
  get(key: string): TealValue | undefined;
  /** Reads a uint, 0n when unset (TEAL's app_local_get on a missing key). */
  uint(key: string): bigint;
  set(key: string, value: TealValue): void;
  delete(key: string): void;
}

/** An inner transfer the app makes: ALGO when assetId is undefined. Paid from the app's account. */
export interface InnerTransfer {
  receiver: string;
  amount: bigint;
  assetId?: bigint;
}

/**
 * The called app's boxes, by raw name. Touching a box that no app call of the group references fails as the AVM
 * does (`invalid Box reference 0x…`), unless simulate was asked to allow unnamed resources.
 */
export interface BoxStore {
  get(name: Uint8Array): Uint8Array | undefined;
  /** Creates the box or replaces its value; its minimum balance is counted on the app account. */
  put(name: Uint8Array, value: Uint8Array): void;
}

export interface AppCallContext {
  appId: bigint;
  appAddress: string;
  sender: string;
  /** `global CreatorAddress`: the account that created the app (the genesis's). */
  creator: string;
  /** The call's application args (the first is the method name, UTF-8). */
  args: readonly Uint8Array[];
  foreignAssets: readonly bigint[];
  /** The whole group as submitted, and where this call sits in it. */
  group: readonly Transaction[];
  index: number;
  /** The round being made (`global Round`). */
  round: bigint;
  /** `global LatestTimestamp`: the previous block's timestamp (unix seconds), not the one being made. */
  timestamp: bigint;
  ids: OnchainIds;
  global: StateStore;
  /** The sender's local state for this app (present: the engine rejects calls from accounts not opted in). */
  local: StateStore;
  /** The app's boxes (box_get / box_put). */
  boxes: BoxStore;
  /** Local state of another opted-in account (e.g. for reads), or undefined when it has none. */
  localOf(address: string): StateStore | undefined;
  /** The app account's balance of an asset (undefined = ALGO), after the earlier transactions of the group. */
  appBalance(assetId?: bigint): bigint;
  /**
   * Throws algod's `logic eval error: assert failed pc=N. Details: app=ID, pc=N` when `condition` is falsy.
   * `label` is for the reader of the model only; each distinct label gets its own stable pc.
   */
  assert(condition: unknown, label: string): asserts condition;
  /** Queues an inner transfer; the engine applies it with the call (fee pooled from the outer call's fee). */
  innerTransfer(transfer: InnerTransfer): void;
}

/** One app's behaviour, as its TEAL contract would have it. */
export interface AppModel {
  name: AppName;
  globalSchema: { numUint: number; numByteSlice: number };
  localSchema: { numUint: number; numByteSlice: number };
  /** Global state at creation (genesis). */
  create(ctx: Pick<AppCallContext, 'global' | 'ids'>): void;
  /** OnComplete = OptIn: set the sender's initial local state (may be empty). */
  optIn(ctx: AppCallContext): void;
  /** OnComplete = NoOp: the app's methods, dispatched on args[0]. */
  call(ctx: AppCallContext): void;
  /**
   * OnComplete = CloseOut, before the local state is erased: may refuse (e.g. while a stake runs). Absent: approved.
   * A clear-state never asks: the AVM erases the local state whatever the clear program says.
   */
  closeOut?(ctx: AppCallContext): void;
}
