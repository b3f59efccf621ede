import { decodeSignedTransaction, type modelsv2, type Transaction } from 'algosdk';
import { algod, indexer } from './clients';
import { isNetworkFailure } from './errors';
import { recordFromIndexer } from './indexedRecord';

/** A group in a block: what a paid action's success reads (its id, its round, its app call's effects). */
export interface Confirmed {
  /** The id algod reports for the group: its first transaction's. */
  txId: string;
  confirmedRound: bigint;
  /**
   * algod's record of the group's LAST transaction (the app call in every Mox group), read at
   * confirmation: the roulette reads this spin's result from its `globalStateDelta`.
   */
  record: modelsv2.PendingTransactionResponse;
}

/**
 * How a signed group ended. Never a guess: `sent` once algod shows it in a block; `notSent` only once the
 * ledger's round has passed the group's last valid round without it (it can never land after that).
 * A group algod refuses outright is not an outcome but a thrown error (nothing moved).
 */
export type Outcome = { kind: 'sent'; confirmed: Confirmed } | { kind: 'notSent'; txId: string };

/** Options of {@link settle}. */
export interface SettleOptions {
  /** Called once, with the group's id, when the outcome becomes unknown: the answer was lost or is late. */
  onPending?: (txId: string) => void;
  /** How long a send may go unconfirmed before it is reported pending (default 10 s: ~3 MainNet blocks). */
  patienceMs?: number;
  /** Stops watching (the watcher is gone, e.g. a story unmounted); settle then rejects with the abort reason. */
  signal?: AbortSignal;
}

const PATIENCE_MS = 10_000;
/** Pause between checks when the node gives no round to wait on. */
const POLL_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What algod says of a transaction id right now. */
type Sighting =
  | { state: 'confirmed'; record: modelsv2.PendingTransactionResponse }
  | { state: 'pooled' }
  | { state: 'evicted'; reason: string }
  | { state: 'unknown' } // algod never saw it (the send was lost before reaching it)
  | { state: 'noAnswer' };

async function sight(txId: string): Promise<Sighting> {
  try {
    const record = await algod().pendingTransactionInformation(txId).do();
    if (record.confirmedRound) return { state: 'confirmed', record };
    return record.poolError ? { state: 'evicted', reason: record.poolError } : { state: 'pooled' };
  } catch (error) {
    return isNetworkFailure(error) ? { state: 'noAnswer' } : { state: 'unknown' };
  }
}

/** What the indexer says of a transaction algod no longer knows. */
type Indexed =
  | { state: 'confirmed'; record: modelsv2.PendingTransactionResponse }
  | { state: 'absent' } // the indexer has read past its last valid round without it: it never landed
  | { state: 'noAnswer' }; // the indexer is down, or has not yet read that far

/**
 * algod keeps pending-info only for recent transactions (about 45 minutes of rounds): after a phone's long sleep a
 * confirmed group looks unknown there. The indexer keeps every one, so it decides before "not sent" is said.
 */
async function seekInIndexer(signed: Uint8Array, txId: string, lastValid: bigint): Promise<Indexed> {
  try {
    const { transaction } = await indexer().lookupTransactionByID(txId).do();
    return transaction.confirmedRound
      ? { state: 'confirmed', record: recordFromIndexer(signed, transaction) }
      : { state: 'noAnswer' };
  } catch (error) {
    if ((error as { status?: unknown }).status !== 404) return { state: 'noAnswer' };
  }
  try {
    const { round } = await indexer().makeHealthCheck().do();
    return BigInt(round) >= lastValid ? { state: 'absent' } : { state: 'noAnswer' };
  } catch {
    return { state: 'noAnswer' };
  }
}

/** The ledger's latest round, or null when the node does not answer. */
async function lastRound(): Promise<bigint | null> {
  try {
    return BigInt((await algod().status().do()).lastRound);
  } catch {
    return null;
  }
}

/** Waits for the block after `round` (algod answers at the latest when its own wait ends), or a pause. */
async function nextBlock(round: bigint | null): Promise<void> {
  if (round === null) {
    await sleep(POLL_MS);
    return;
  }
  try {
    await algod().statusAfterBlock(round).do();
  } catch {
    await sleep(POLL_MS);
  }
}

/** algod's answer to bytes it already holds: proof an earlier send got through. */
const alreadyInLedger = (error: unknown) =>
  error instanceof Error && /transaction already in ledger/.test(error.message);
/** algod's answer to a group past its last valid round: the watch, not this send, decides what that means. */
const pastValidity = (error: unknown) => error instanceof Error && /txn dead/.test(error.message);

/**
 * Sends the signed bytes. A network failure returns false (the outcome is then unknown); algod's refusal is
 * thrown, except 'already in ledger' (an earlier send landed) and, on a re-send, 'txn dead'.
 */
async function send(signedGroup: Uint8Array[], resend: boolean): Promise<boolean> {
  try {
    await algod().sendRawTransaction(signedGroup).do();
    return true;
  } catch (error) {
    if (alreadyInLedger(error) || (resend && pastValidity(error))) return true;
    if (isNetworkFailure(error)) return false;
    throw error;
  }
}

/**
 * Sends a signed group and follows it to its true outcome. When the answer is lost or late the group is
 * pending: the SAME bytes are sent again while algod has not seen them (algod refuses a transaction it
 * already has, so a group can never be spent twice), and the ledger is watched until the group is in a
 * block or its last valid round has passed; then the indexer, which forgets nothing, has the last word.
 * Never builds or signs anything itself.
 */
export async function settle(signedGroup: Uint8Array[], options: SettleOptions = {}): Promise<Outcome> {
  const txns = signedGroup.map((bytes) => decodeSignedTransaction(bytes).txn);
  const txId = txns[0].txID();
  let pendingSaid = false;
  const unknown = () => {
    if (!pendingSaid) options.onPending?.(txId);
    pendingSaid = true;
  };
  // A late answer is as unknown as a lost one: past the patience, say so even while a request is still out.
  const patience = setTimeout(unknown, options.patienceMs ?? PATIENCE_MS);
  try {
    if (!(await send(signedGroup, false))) unknown();
    return await watch(signedGroup, txns, unknown, options.signal);
  } finally {
    clearTimeout(patience);
  }
}

/** Follows a sent group until it is in a block or its last valid round has passed (see {@link settle}). */
async function watch(
  signedGroup: Uint8Array[],
  txns: Transaction[],
  unknown: () => void,
  signal?: AbortSignal,
): Promise<Outcome> {
  const txId = txns[0].txID();
  const watched = txns[txns.length - 1].txID();
  const lastValid = txns.reduce((min, txn) => (txn.lastValid < min ? txn.lastValid : min), txns[0].lastValid);
  for (;;) {
    signal?.throwIfAborted();
    const seen = await sight(watched);
    if (seen.state === 'confirmed') return sent(txId, seen.record);
    // The pool dropped it when a block was made (e.g. the balance was spent meanwhile): nothing moved.
    if (seen.state === 'evicted') throw new Error(seen.reason);
    const round = await lastRound();
    if (round !== null && round > lastValid) {
      const last = await sight(watched);
      if (last.state === 'confirmed') return sent(txId, last.record);
      if (last.state !== 'noAnswer') {
        const indexed = await seekInIndexer(signedGroup[signedGroup.length - 1], watched, lastValid);
        if (indexed.state === 'confirmed') return sent(txId, indexed.record);
        if (indexed.state === 'absent') return { kind: 'notSent', txId };
        unknown();
      }
    }
    if (seen.state === 'noAnswer' || round === null) unknown();
    if (seen.state === 'unknown' && round !== null) {
      // Stopped while the ledger was being read: the bytes are not sent again (to what may be another ledger by now).
      signal?.throwIfAborted();
      if (!(await send(signedGroup, true))) unknown();
    }
    await nextBlock(round);
  }
}

function sent(txId: string, record: modelsv2.PendingTransactionResponse): Outcome {
  return { kind: 'sent', confirmed: { txId, confirmedRound: BigInt(record.confirmedRound!), record } };
}
