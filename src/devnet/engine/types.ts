/**
 * The ledger's state records. Plain data (Maps, bigint, Uint8Array) so a record can be cloned with
 * structuredClone, staged per group and persisted with the tagged JSON of ./serialize.
 */
import type { TealValue } from '../apps/types';

/** An account's holding of one ASA. */
export interface Holding {
  amount: bigint;
  frozen: boolean;
}

/** An account's local state for one app; closed-out entries stay (the indexer still lists them). */
export interface LocalState {
  kv: Map<string, TealValue>;
  /** The app's local schema at opt-in (it drives the minimum balance). */
  schema: Schema;
  optedInAt: bigint;
  closedAt?: bigint;
}

/** State schema: how many uints and byte slices an app may store. */
export interface Schema {
  numUint: number;
  numByteSlice: number;
}

/** An account: ALGO, ASA holdings, app local states and what it created. */
export interface AccountRecord {
  amount: bigint;
  /** By asset id; creators hold their own ASAs too (algod auto-opts them in). */
  assets: Map<bigint, Holding>;
  /** By app id. */
  locals: Map<bigint, LocalState>;
  /** Apps this account created, with their global schema (it drives the minimum balance). */
  createdApps: Map<bigint, Schema>;
  createdAssets: bigint[];
  createdAtRound: bigint;
  /** True once the account has signed a transaction (indexer's `sig-type`). */
  hasSigned: boolean;
  /** After a rekey: the address whose key signs for this account (algod's `auth-addr`); absent = its own key. */
  authAddr?: string;
  /** Registered participation keys (a keyreg going online); absent = offline. */
  participation?: Participation;
  /** Set by a keyreg marking the account non-participating: it can never go online or offline again. */
  nonParticipating?: true;
  /**
   * An app account's boxes, which its minimum balance counts (algod's `total-boxes`, `total-box-bytes`: names and
   * values together). Absent while the account's app holds none, and in states saved before boxes were modelled.
   */
  boxes?: { count: bigint; bytes: bigint };
}

/** The participation keys a keyreg registered (algod's VoteID, SelectionID, StateProofID and rounds). */
export interface Participation {
  voteKey: Uint8Array;
  selectionKey: Uint8Array;
  stateProofKey?: Uint8Array;
  voteFirst: bigint;
  voteLast: bigint;
  voteKeyDilution: bigint;
}

/** An ASA's parameters. */
export interface AssetRecord {
  id: bigint;
  creator: string;
  total: bigint;
  decimals: number;
  name: string;
  unitName: string;
  url: string;
  defaultFrozen: boolean;
  /** The four roles; an absent one was never set or was cleared, and a cleared role can never be set again. */
  manager?: string;
  reserve?: string;
  freeze?: string;
  clawback?: string;
  /** 32 bytes, when set. */
  metadataHash?: Uint8Array;
  /** The round of the acfg that made it; absent for the genesis assets (round 0). */
  createdAtRound?: bigint;
}

/** An app: its model, global state, schemas and programs. */
export interface AppRecord {
  id: bigint;
  creator: string;
  /** Which model runs its calls (a key of the ledger's model table). */
  model: string;
  global: Map<string, TealValue>;
  globalSchema: Schema;
  localSchema: Schema;
  approvalProgram: Uint8Array;
  clearStateProgram: Uint8Array;
  /** The app's boxes: base64 of the raw name → value. Absent while it has none (and in states saved before). */
  boxes?: Map<string, Uint8Array>;
}

/** One entry of a state delta as algod reports it: action 1 = bytes, 2 = uint, 3 = delete. */
export interface DeltaEntry {
  key: string;
  action: 1 | 2 | 3;
  bytes?: Uint8Array;
  uint?: bigint;
}

/** An inner payment or asset transfer an app made. */
export interface InnerTxnRecord {
  sender: string;
  receiver: string;
  amount: bigint;
  assetId?: bigint;
}

/** What applying a transaction produced, beyond the transaction itself (algod's ApplyData). */
export interface ApplyData {
  closingAmount?: bigint;
  assetClosingAmount?: bigint;
  /** The id of the asset an `acfg` created (algod's `caid`). */
  configAsset?: bigint;
  globalDelta?: DeltaEntry[];
  localDeltas?: { address: string; delta: DeltaEntry[] }[];
  inner?: InnerTxnRecord[];
}

/** A committed transaction, kept for pending-info and the indexer. */
export interface ConfirmedTxn {
  txid: string;
  /** The SignedTxn bytes exactly as submitted. */
  signed: Uint8Array;
  round: bigint;
  /** Position in its block (indexer's intra-round-offset). */
  offset: number;
  applyData: ApplyData;
}

/** A committed round. */
export interface Block {
  round: bigint;
  /** Unix seconds. */
  timestamp: bigint;
  txids: string[];
}

/** The whole ledger: what is persisted and compared byte for byte. */
export interface LedgerState {
  round: bigint;
  /** Seconds added to the clock by POST /devnet/clock. */
  clockOffset: bigint;
  accounts: Map<string, AccountRecord>;
  assets: Map<bigint, AssetRecord>;
  apps: Map<bigint, AppRecord>;
  blocks: Map<bigint, Block>;
  txns: Map<string, ConfirmedTxn>;
  /** address → txids it took part in, oldest first (indexer account history). */
  history: Map<string, string[]>;
  /**
   * Held leases: `sender/base64(lease)` → the last round the holder is valid for (algod's txleases). Absent in
   * states saved before leases were modelled.
   */
  leases?: Map<string, bigint>;
  /**
   * The highest app or asset id ever allocated, so a destroyed asset's id is never reused (algod counts
   * transactions instead). Absent in states saved before assets could be created.
   */
  lastCreatableId?: bigint;
}
