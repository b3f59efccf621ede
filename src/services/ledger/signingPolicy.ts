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
export type UnsafeKind = 'rekey' | 'closeAccount' | 'closeAsset' | 'feeTooHigh';

/** A group Mox will not sign; nothing was signed. */
export class UnsafeGroupError extends Error {
  readonly kind: UnsafeKind;
  constructor(kind: UnsafeKind) {
    super(`refused to sign: ${kind}`);
    this.name = 'UnsafeGroupError';
    this.kind = kind;
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
 * Throws UnsafeGroupError unless the group may be signed: no rekey-to, close-remainder-to or asset-close-to the
 * request did not declare, and a total network fee of at most 1 ALGO.
 */
export function assertSignable(txns: readonly Transaction[], intent: SigningIntent = {}): void {
  for (const txn of txns) {
    const kind = undeclaredField(txn, intent);
    if (kind) throw new UnsafeGroupError(kind);
  }
  if (txns.reduce((sum, txn) => sum + txn.fee, 0n) > MAX_GROUP_FEE) throw new UnsafeGroupError('feeTooHigh');
}

/** Whether the confirmation should warn about the group's network fee ('Comisión de red alta'). */
export function isHighFee(networkFee: bigint): boolean {
  return networkFee > HIGH_GROUP_FEE;
}
