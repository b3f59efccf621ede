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
  const account = overlay.account(sender);
  if (receiver === sender && axfer.amount === 0n && !account.assets.has(assetId)) {
    requireAsset(overlay, assetId);
    account.assets.set(assetId, { amount: 0n, frozen: overlay.base.assets.get(assetId)!.defaultFrozen });
    return {};
  }
  // A zero amount to anyone else moves nothing and checks nothing (algod), unless it also closes.
  moveAsset(overlay, assetId, sender, receiver, axfer.amount);
  if (!axfer.closeRemainderTo) return {};
  const closeTo = axfer.closeRemainderTo.toString();
  requireAsset(overlay, assetId);
  const holding = account.assets.get(assetId);
  if (!holding) {
    throw new Rejection(`cannot close asset holding on account ${sender} : account is not opted in asset ${assetId} `);
  }
  if (overlay.base.assets.get(assetId)!.creator === sender) {
    throw new Rejection(`cannot close asset ID in allocating account`);
  }
  const assetClosingAmount = holding.amount;
  moveAsset(overlay, assetId, sender, closeTo, assetClosingAmount);
  account.assets.delete(assetId);
  return assetClosingAmount > 0n ? { assetClosingAmount } : {};
}
