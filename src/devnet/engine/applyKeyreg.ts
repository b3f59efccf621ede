/**
 * `keyreg` as go-algorand's ledger/apply Keyreg: registering vote and selection keys takes the account online,
 * empty keys take it offline, and `nonpart` marks it non-participating for good. The local ledger runs no
 * consensus, so being online changes nothing but the account's status and keys.
 */
import type { Transaction } from 'algosdk';
import { Rejection } from './errors';
import type { Overlay } from './overlay';
import type { ApplyData } from './types';

/** Applies a key registration for the block of round `overlay.round`. */
export function applyKeyreg(overlay: Overlay, txn: Transaction, feeSink: string): ApplyData {
  const keyreg = txn.keyreg!;
  const sender = txn.sender.toString();
  if (sender === feeSink) throw new Rejection(`cannot register participation key for fee sink's address ${sender} `);
  const account = overlay.account(sender);
  if (account.nonParticipating) {
    throw new Rejection(`cannot change online/offline status of non-participating account ${sender}`);
  }
  const { voteKey, selectionKey, voteFirst = 0n, voteLast = 0n, voteKeyDilution = 0n } = keyreg;
  if (!voteKey?.some(Boolean) || !selectionKey?.some(Boolean)) {
    delete account.participation;
    if (keyreg.nonParticipation) account.nonParticipating = true;
    return {};
  }
  // algod checks these against the round of the block being made.
  const { round } = overlay;
  if (voteLast <= round) {
    throw new Rejection('transaction tries to mark an account as online with last voting round in the past');
  }
  if (voteFirst > round + 1n) {
    throw new Rejection(
      'transaction tries to mark an account as online with first voting round beyond the next voting round',
    );
  }
  account.participation = {
    voteKey,
    selectionKey,
    ...(keyreg.stateProofKey?.some(Boolean) ? { stateProofKey: keyreg.stateProofKey } : {}),
    voteFirst,
    voteLast,
    voteKeyDilution,
  };
  return {};
}
