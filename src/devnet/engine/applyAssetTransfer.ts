/**
 * An `axfer` transaction as go-algorand's ledger/apply AssetTransfer: opt-in (0 to oneself), transfer, clawback
 * (sent by the asset's clawback, from `assetSender`, frozen or not), and the optional close of the holding.
 */
import type { Transaction } from 'algosdk';
import { Rejection } from './errors';
import { ZERO_ADDRESS } from './money';
import type { Overlay } from './overlay';
import { moveAsset, requireAsset } from './transfers';
import type { ApplyData } from './types';

/** The account units leave: the sender, or for a clawback the account it names (after checking the role). */
function source(overlay: Overlay, txn: Transaction): { from: string; clawback: boolean } {
  const axfer = txn.assetTransfer!;
  const sender = txn.sender.toString();
  if (!axfer.assetSender) return { from: sender, clawback: false };
  const { clawback } = requireAsset(overlay, axfer.assetIndex);
  if (clawback !== sender) {
    throw new Rejection(`clawback not allowed: sender ${sender}, clawback ${clawback ?? ZERO_ADDRESS}`);
  }
  return { from: axfer.assetSender.toString(), clawback: true };
}

/** Closes the sender's holding to `closeTo` (algod: the creator may not; frozen units may go to the creator). */
function closeHolding(overlay: Overlay, sender: string, assetId: bigint, closeTo: string): ApplyData {
  const account = overlay.account(sender);
  if (account.assets.size === 0) {
    throw new Rejection(`cannot close asset holding on account ${sender} : account is not opted in asset ${assetId} `);
  }
  if (account.createdAssets.includes(assetId)) throw new Rejection('cannot close asset ID in allocating account');
  const holding = account.assets.get(assetId);
  if (!holding) throw new Rejection(`asset ${assetId} not present in account ${sender}`);
  // A destroyed asset has no creator any more: its (empty) holdings close to anyone.
  const toCreator = overlay.account(closeTo).createdAssets.includes(assetId);
  const assetClosingAmount = holding.amount;
  moveAsset(overlay, assetId, sender, closeTo, assetClosingAmount, toCreator);
  account.assets.delete(assetId);
  return { assetClosingAmount };
}

/** Applies an asset transfer; returns its ApplyData. */
export function applyAssetTransfer(overlay: Overlay, txn: Transaction): ApplyData {
  const axfer = txn.assetTransfer!;
  const assetId = axfer.assetIndex;
  const receiver = axfer.receiver.toString();
  const { from, clawback } = source(overlay, txn);
  const account = overlay.account(from);
  if (receiver === from && axfer.amount === 0n && !clawback && !account.assets.has(assetId)) {
    account.assets.set(assetId, { amount: 0n, frozen: requireAsset(overlay, assetId).defaultFrozen });
  }
  // A zero amount to anyone else moves nothing and checks nothing (algod), unless it also closes.
  moveAsset(overlay, assetId, from, receiver, axfer.amount, clawback);
  if (!axfer.closeRemainderTo) return {};
  // WellFormed refuses a clawback that closes; this is algod's own second check.
  if (clawback) throw new Rejection('cannot close asset by clawback');
  const closed = closeHolding(overlay, from, assetId, axfer.closeRemainderTo.toString());
  return closed.assetClosingAmount ? closed : {};
}
