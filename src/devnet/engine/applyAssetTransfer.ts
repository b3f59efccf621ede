/** An `axfer` transaction: opt-in (0 to oneself), transfer, and the optional close of the holding. */
import type { Transaction } from 'algosdk';
import { Rejection } from './errors';
import type { Overlay } from './overlay';
import { moveAsset, requireAsset } from './transfers';
import type { ApplyData } from './types';

/** Applies an asset transfer; returns its ApplyData. */
export function applyAssetTransfer(overlay: Overlay, txn: Transaction): ApplyData {
  const axfer = txn.assetTransfer!;
  const sender = txn.sender.toString();
  const receiver = axfer.receiver.toString();
  const assetId = axfer.assetIndex;
  if (axfer.assetSender) throw new Rejection('clawback transfers are not supported by the devnet');
  requireAsset(overlay, assetId);
  const account = overlay.account(sender);
  if (receiver === sender && axfer.amount === 0n && !account.assets.has(assetId)) {
    account.assets.set(assetId, { amount: 0n, frozen: overlay.base.assets.get(assetId)!.defaultFrozen });
    return {};
  }
  moveAsset(overlay, assetId, sender, receiver, axfer.amount);
  if (!axfer.closeRemainderTo) return {};
  const closeTo = axfer.closeRemainderTo.toString();
  if (overlay.base.assets.get(assetId)!.creator === sender) {
    throw new Rejection(`cannot close asset ID in allocating account`);
  }
  const assetClosingAmount = account.assets.get(assetId)!.amount;
  moveAsset(overlay, assetId, sender, closeTo, assetClosingAmount);
  account.assets.delete(assetId);
  return assetClosingAmount > 0n ? { assetClosingAmount } : {};
}
