import { decodeSignedTransaction, waitForConfirmation, type modelsv2 } from 'algosdk';
import { algod } from './clients';
import { isNetworkFailure } from './errors';

/** A confirmed group. */
export interface Submitted {
  /** The id algod reports for the group: its first transaction's. */
  txId: string;
  confirmedRound: bigint;
  /**
   * algod's record of the group's LAST transaction (the app call in every Mox group), read at
   * confirmation: the roulette reads this spin's result from its `globalStateDelta`.
   */
  pending: modelsv2.PendingTransactionResponse;
}

/** Tries per request before a network failure is given up on. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
/** Rounds to wait for the block holding the group (~3 s each on MainNet; one per group on the local ledger). */
const WAIT_ROUNDS = 10;
/** Rounds to look for a group whose every send failed for network reasons (algod may have accepted it anyway). */
const LOOK_ROUNDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `request` again after a network failure; any other error (or the last failure) is thrown. */
async function withRetries<T>(request: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (!isNetworkFailure(error) || attempt >= ATTEMPTS) throw error;
      await sleep(RETRY_DELAY_MS * attempt);
    }
  }
}

/** algod's answer to bytes it already holds: proof an earlier send whose answer was lost got through. */
function alreadyInLedger(error: unknown, txIds: readonly string[]): boolean {
  const text = error instanceof Error ? error.message : '';
  return txIds.some((txId) => text.includes(`transaction already in ledger: ${txId}`));
}

/** The group's record once confirmed within `rounds`, or null (never sends anything, so it cannot spend twice). */
async function confirmedWithin(txId: string, rounds: number): Promise<modelsv2.PendingTransactionResponse | null> {
  try {
    return await waitForConfirmation(algod(), txId, rounds);
  } catch {
    return null;
  }
}

/**
 * Sends a signed group and waits until it is in a block. If the answer to the send is lost, the
 * SAME bytes are sent again: algod refuses a transaction it already has ('transaction already in
 * ledger'), so a group can never be spent twice, and that refusal counts as accepted once the
 * group confirms. If every answer is lost, the ledger is asked whether the group landed before the
 * send is called failed. Never builds or signs anything itself.
 */
export async function submit(signedGroup: Uint8Array[]): Promise<Submitted> {
  const txIds = signedGroup.map((bytes) => decodeSignedTransaction(bytes).txn.txID());
  const watched = txIds[txIds.length - 1];
  let pending: modelsv2.PendingTransactionResponse | null;
  try {
    await withRetries(async () => {
      try {
        await algod().sendRawTransaction(signedGroup).do();
      } catch (error) {
        if (!alreadyInLedger(error, txIds)) throw error;
      }
    });
    pending = await withRetries(() => waitForConfirmation(algod(), watched, WAIT_ROUNDS));
  } catch (error) {
    pending = isNetworkFailure(error) ? await confirmedWithin(watched, LOOK_ROUNDS) : null;
    if (!pending) throw error;
  }
  // waitForConfirmation returns only once confirmedRound is set.
  return { txId: txIds[0], confirmedRound: pending.confirmedRound!, pending };
}
