/** Moving ALGO and ASA units between working records, with algod's rejection reasons. */
import { Rejection } from './errors';
import { dumpAccount, formatMicroAlgos } from './money';
import type { Overlay } from './overlay';
import type { AssetRecord } from './types';

/** Debits `amount` µALGO from `address` (fee or payment), or rejects with algod's overspend text. */
export function debitAlgo(overlay: Overlay, address: string, amount: bigint): void {
  const account = overlay.account(address);
  if (account.amount < amount) {
    throw new Rejection(
      `overspend (account ${address}, data ${dumpAccount(account)}, tried to spend ${formatMicroAlgos(amount)})`,
    );
  }
  account.amount -= amount;
}

/** Moves µALGO between accounts. */
export function moveAlgo(overlay: Overlay, from: string, to: string, amount: bigint): void {
  debitAlgo(overlay, from, amount);
  overlay.account(to).amount += amount;
}

/** The asset's parameters, or algod's getParams text when it does not exist (never made, or destroyed). */
export function requireAsset(overlay: Overlay, assetId: bigint): AssetRecord {
  const asset = overlay.asset(assetId);
  if (!asset) throw new Rejection(`asset ${assetId} does not exist or has been deleted`);
  return asset;
}

/**
 * Moves ASA units between two holdings (algod's takeOut then putIn). A zero amount returns at once, as in
 * algod: it needs no holding on either side, nor an existing asset. Like algod, it reads only the holdings, not
 * the asset's parameters. `bypassFreeze`: a clawback, or a close-out to the creator, moves frozen units.
 */
export function moveAsset(
  overlay: Overlay,
  assetId: bigint,
  from: string,
  to: string,
  amount: bigint,
  bypassFreeze = false,
): void {
  if (amount === 0n) return;
  const source = overlay.account(from).assets.get(assetId);
  if (!source) throw new Rejection(`asset ${assetId} missing from ${from}`);
  if (source.frozen && !bypassFreeze) throw new Rejection(`asset ${assetId} frozen in ${from}`);
  if (source.amount < amount)
    throw new Rejection(`underflow on subtracting ${amount} from sender amount ${source.amount}`);
  source.amount -= amount;
  const target = overlay.account(to).assets.get(assetId);
  if (!target) throw new Rejection(`receiver error: must optin, asset ${assetId} missing from ${to}`);
  if (target.frozen && !bypassFreeze) throw new Rejection('asset frozen in recipient');
  target.amount += amount;
}
