// Type-only imports: the session provider (first load) calls this, and must not pull algosdk's code in with it.
import type { Transaction } from 'algosdk';

/**
 * Fields that hand an account over (rekey-to) or empty it (close-remainder-to, asset-close-to). No Mox action
 * uses them today; a request that ever needs one must say so, so a builder bug can never set one unseen.
 */
export interface SigningIntent {
  rekey?: boolean;
  closeAccount?: boolean;
  closeAsset?: boolean;
}

/** Above this the group is refused outright (µALGO): no Mox action costs anywhere near 1 ALGO in fees. */
export const MAX_GROUP_FEE = 1_000_000n;

/** Above this the confirmation warns 'Comisión de red alta' (µALGO): ten times a busy group's fee. */
export const HIGH_GROUP_FEE = 10_000n;

/** Why a group was refused before signing. */
export type UnsafeKind = 'rekey' | 'closeAccount' | 'closeAsset' | 'feeTooHigh' | 'unshownType' | 'unshownField';

/** A group Mox will not sign; nothing was signed. `refused`: the transaction type or field, by its algod name. */
export class UnsafeGroupError extends Error {
  readonly kind: UnsafeKind;
  readonly refused: string;
  constructor(kind: UnsafeKind, refused = '') {
    super(`refused to sign: ${kind}${refused && ` (${refused})`}`);
    this.name = 'UnsafeGroupError';
    this.kind = kind;
    this.refused = refused;
  }
}

/**
 * The transaction types the confirmation shows (decodeGroup: payments, asset transfers, app calls). Anything else
 * (a key registration, an asset configuration or freeze, a state proof, a heartbeat) is refused by its name.
 */
const SHOWN_TYPES: ReadonlySet<string> = new Set(['pay', 'axfer', 'appl']);

/** App calls the dialog shows: a call (NoOp) or an opt-in (OnApplicationComplete 0 and 1) to an existing app. */
const SHOWN_ON_COMPLETE: ReadonlySet<number> = new Set([0, 1]);

/**
 * The first field of `txn` the dialog does not show, by its name in algod's encoding: a clawback's revocation
 * target, a lease, an app call that creates, updates, deletes or closes out, a note that is not text.
 */
function unshownField(txn: Transaction): string | undefined {
  if (txn.lease && txn.lease.some((byte) => byte !== 0)) return 'lx';
  if (!isText(txn.note)) return 'note';
  if (txn.assetTransfer?.assetSender) return 'asnd';
  const call = txn.applicationCall;
  if (call) {
    if (call.appIndex === 0n) return 'apid';
    if (!SHOWN_ON_COMPLETE.has(Number(call.onComplete))) return 'apan';
    if (call.approvalProgram.length > 0) return 'apap';
    if (call.clearProgram.length > 0) return 'apsu';
    if (call.extraPages > 0) return 'apep';
  }
  return undefined;
}

/** Whether a note reads as UTF-8 text: the dialog shows notes as text, so it never shows bytes it cannot read. */
function isText(note: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(note);
    return true;
  } catch {
    return false;
  }
}

/** The first field of `txn` that the intent does not allow, if any. */
function undeclaredField(txn: Transaction, intent: SigningIntent): UnsafeKind | undefined {
  if (txn.rekeyTo && !intent.rekey) return 'rekey';
  if (txn.payment?.closeRemainderTo && !intent.closeAccount) return 'closeAccount';
  if (txn.assetTransfer?.closeRemainderTo && !intent.closeAsset) return 'closeAsset';
  return undefined;
}

/**
 * Throws UnsafeGroupError unless the group may be signed. An allow-list, not a deny-list: only the transaction types
 * and fields the confirmation shows (a payment, an asset transfer, an app call or opt-in, a text note), no rekey-to,
 * close-remainder-to or asset-close-to the request did not declare (SigningIntent: an asset opt-out declares
 * `closeAsset`), and a total network fee of at most 1 ALGO.
 */
export function assertSignable(txns: readonly Transaction[], intent: SigningIntent = {}): void {
  for (const txn of txns) {
    if (!SHOWN_TYPES.has(txn.type)) throw new UnsafeGroupError('unshownType', txn.type);
    const field = unshownField(txn);
    if (field) throw new UnsafeGroupError('unshownField', field);
    const kind = undeclaredField(txn, intent);
    if (kind) throw new UnsafeGroupError(kind);
  }
  if (txns.reduce((sum, txn) => sum + txn.fee, 0n) > MAX_GROUP_FEE) throw new UnsafeGroupError('feeTooHigh');
}

/** Whether the confirmation should warn about the group's network fee ('Comisión de red alta'). */
export function isHighFee(networkFee: bigint): boolean {
  return networkFee > HIGH_GROUP_FEE;
}
