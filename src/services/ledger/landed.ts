import { decodeSignedTransaction, waitForConfirmation } from 'algosdk';
import { algod } from './clients';

/** Rounds to look for a group whose sending failed for network reasons (the pool may still confirm it). */
const LOOK_ROUNDS = 3;

/**
 * After `submit` gave up on network failures, asks algod whether the group got through anyway (every answer to
 * the send can be lost after algod accepted it): its id when confirmed within a few rounds, else null.
 * Never sends anything itself, so it cannot spend twice.
 */
export async function landedTxId(signedGroup: readonly Uint8Array[]): Promise<string | null> {
  const txIds = signedGroup.map((bytes) => decodeSignedTransaction(bytes).txn.txID());
  try {
    await waitForConfirmation(algod(), txIds[txIds.length - 1], LOOK_ROUNDS);
    return txIds[0];
  } catch {
    return null;
  }
}
