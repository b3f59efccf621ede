import type { AppName, AssetSymbol } from '../config/onchain';

/** An asset as history shows it: ALGO, UMQ or HLK by symbol; any other by its id (amounts then in base units). */
export type HistoryAsset = AssetSymbol | bigint;

/** An amount of one asset, in base units; signed when it is the account's balance change (+ in, − out). */
export interface Move {
  asset: HistoryAsset;
  amount: bigint;
}

/**
 * What one entry was, recognised from the groups our own builders make (services/contracts); anything else gets
 * `app` (a call to an app) or `other`, never a guess.
 */
export type Activity =
  | { kind: 'sent'; amounts: Move[]; counterparty: string | null }
  | { kind: 'received'; amounts: Move[]; counterparty: string | null }
  | { kind: 'assetOptIn'; asset: HistoryAsset }
  | { kind: 'appOptIn'; app: AppName }
  | { kind: 'gift' }
  | { kind: 'purchase'; item: string }
  | { kind: 'quiz'; score: bigint | null }
  /** `prize` in UMQ base units paid by the spin's inner transfer; 0n is the special prize (nothing transferred). */
  | { kind: 'spin'; prize: bigint }
  | { kind: 'target'; reward: bigint }
  | { kind: 'stake'; amount: bigint }
  | { kind: 'unstake' }
  /** A call to an app we do not recognise the method of; `app` is null when it is not one of Mox's six. */
  | { kind: 'app'; app: AppName | null; appId: bigint }
  | { kind: 'other' };

/** One line of the account's history: one transaction, or the whole atomic group it belongs to. */
export interface HistoryEntry {
  /** The group's first transaction id: what algod reports for the group, and what the paid action's toast showed. */
  txId: string;
  round: bigint;
  /** When its block was made, in Unix seconds. */
  time: number;
  activity: Activity;
  /** The account's balance change per asset (inner transfers included, network fee not), zeros left out. */
  moves: Move[];
  /** The network fee in µALGO the account paid (transactions it sent), 0n when someone else paid. */
  fee: bigint;
  /** A send's or receipt's note as UTF-8 text (the first member's that has one): shown as text, never as a link. */
  note?: string;
}
