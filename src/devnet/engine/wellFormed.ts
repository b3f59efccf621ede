/**
 * The stateless `WellFormed` rules of go-algorand's data/transactions (consensus v41 limits), with its texts.
 * Returns the first reason a transaction is malformed, in algod's order: the type's own fields, then the header.
 */
import { OnApplicationComplete, type Transaction } from 'algosdk';

/** algod's MaxTxnLife: lastValid − firstValid may not exceed it. */
export const MAX_TXN_LIFE = 1000n;
/** algod's MaxTxnNoteBytes (consensus v41). */
export const MAX_NOTE_BYTES = 1024;
/** MaxAppArgs and MaxAppTotalArgLen. */
export const MAX_APP_ARGS = 16;
export const MAX_APP_TOTAL_ARG_LEN = 2048;
/** MaxAppTxnAccounts, MaxAppTxnForeignApps, MaxAppTxnForeignAssets, MaxAppBoxReferences and their total. */
export const MAX_APP_REFERENCES = 8;

/** Go's `%v` of a StateSchema (a struct with an empty `_struct` field first). */
const schemaText = (uints: number, bytes: number) => `{{} ${uints} ${bytes}}`;

function paymentProblem(txn: Transaction): string | undefined {
  const close = txn.payment?.closeRemainderTo;
  if (close && close.equals(txn.sender)) return `transaction cannot close account to its sender ${txn.sender}`;
  return undefined;
}

function referencesProblem(call: NonNullable<Transaction['applicationCall']>): string | undefined {
  const { accounts, foreignApps, foreignAssets, boxes } = call;
  if (accounts.length > MAX_APP_REFERENCES)
    return `tx.Accounts too long, max number of accounts is ${MAX_APP_REFERENCES}`;
  if (foreignApps.length > MAX_APP_REFERENCES)
    return `tx.ForeignApps too long, max number of foreign apps is ${MAX_APP_REFERENCES}`;
  if (foreignAssets.length > MAX_APP_REFERENCES)
    return `tx.ForeignAssets too long, max number of foreign assets is ${MAX_APP_REFERENCES}`;
  if (boxes.length > MAX_APP_REFERENCES)
    return `tx.Boxes too long, max number of box references is ${MAX_APP_REFERENCES}`;
  if (accounts.length + foreignApps.length + foreignAssets.length + boxes.length > MAX_APP_REFERENCES) {
    return `tx references exceed MaxAppTotalTxnReferences = ${MAX_APP_REFERENCES}`;
  }
  return undefined;
}

function appCallProblem(txn: Transaction): string | undefined {
  const call = txn.applicationCall;
  if (!call) return undefined;
  const { appIndex, onComplete } = call;
  if (!Object.values(OnApplicationComplete).includes(onComplete))
    return `invalid application OnCompletion (${onComplete})`;
  const updating = onComplete === OnApplicationComplete.UpdateApplicationOC;
  if (appIndex !== 0n && !updating && (call.approvalProgram.length || call.clearProgram.length)) {
    return 'programs may only be specified during application creation or update';
  }
  if (appIndex !== 0n) {
    if (call.numGlobalInts || call.numGlobalByteSlices)
      return `inappropriate non-zero tx.GlobalStateSchema (${schemaText(call.numGlobalInts, call.numGlobalByteSlices)})`;
    if (call.numLocalInts || call.numLocalByteSlices)
      return `inappropriate non-zero tx.LocalStateSchema (${schemaText(call.numLocalInts, call.numLocalByteSlices)})`;
  }
  if (call.appArgs.length > MAX_APP_ARGS)
    return `tx.ApplicationArgs has too many arguments. ${call.appArgs.length} > ${MAX_APP_ARGS}`;
  const argBytes = call.appArgs.reduce((sum, arg) => sum + arg.length, 0);
  if (argBytes > MAX_APP_TOTAL_ARG_LEN)
    return `tx.ApplicationArgs total length is too long. ${argBytes} > ${MAX_APP_TOTAL_ARG_LEN}`;
  return referencesProblem(call);
}

function headerProblem(txn: Transaction): string | undefined {
  const { firstValid, lastValid, note } = txn;
  if (lastValid < firstValid) return `transaction invalid range (${firstValid}--${lastValid})`;
  if (lastValid - firstValid > MAX_TXN_LIFE) return `transaction window size excessive (${firstValid}--${lastValid})`;
  if (note.length > MAX_NOTE_BYTES) return `transaction note too big: ${note.length} > ${MAX_NOTE_BYTES}`;
  if (txn.sender.publicKey.every((byte) => byte === 0)) return 'transaction cannot have zero sender';
  return undefined;
}

/** The first WellFormed rule `txn` breaks, as algod words it, or undefined. */
export function wellFormedProblem(txn: Transaction): string | undefined {
  return paymentProblem(txn) ?? appCallProblem(txn) ?? headerProblem(txn);
}
