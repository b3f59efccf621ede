/** A `pay` transaction: amount to the receiver, then the optional close of the sender's balance. */
import type { Transaction } from 'algosdk';
import { Rejection } from './errors';
import { isOpen } from './minBalance';
import type { Overlay } from './overlay';
import { moveAlgo } from './transfers';
import type { ApplyData } from './types';

function checkCanClose(overlay: Overlay, address: string): void {
  const account = overlay.account(address);
  if (account.assets.size > 0) throw new Rejection(`cannot close: ${account.assets.size} outstanding assets`);
  const opted = [...account.locals.values()].filter(isOpen).length;
  if (opted > 0) {
    throw new Rejection(`cannot close: ${opted} outstanding applications opted in. Please opt out or clear them`);
  }
}

/** Applies a payment; returns its ApplyData. */
export function applyPayment(overlay: Overlay, txn: Transaction): ApplyData {
  const pay = txn.payment!;
  const sender = txn.sender.toString();
  moveAlgo(overlay, sender, pay.receiver.toString(), pay.amount);
  if (!pay.closeRemainderTo) return {};
  checkCanClose(overlay, sender);
  const closingAmount = overlay.account(sender).amount;
  moveAlgo(overlay, sender, pay.closeRemainderTo.toString(), closingAmount);
  overlay.close(sender);
  return closingAmount > 0n ? { closingAmount } : {};
}
