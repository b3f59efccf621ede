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

/** MaxAssetNameBytes, MaxAssetUnitNameBytes, MaxAssetURLBytes, MaxAssetDecimals. */
export const ASSET_LIMITS = { name: 32, unitName: 8, url: 96, decimals: 19 } as const;
/** MaxKeyregValidPeriod: a participation key's vote rounds may span at most this many. */
export const MAX_KEYREG_VALID_PERIOD = 256n * 2n ** 16n - 1n;

/** Go's `%v` of a StateSchema (a struct with an empty `_struct` field first). */
const schemaText = (uints: number, bytes: number) => `{{} ${uints} ${bytes}}`;

function paymentProblem(txn: Transaction): string | undefined {
  const close = txn.payment?.closeRemainderTo;
  if (close && close.equals(txn.sender)) return `transaction cannot close account to its sender ${txn.sender}`;
  return undefined;
}

const byteLength = (text: string | undefined) => new TextEncoder().encode(text ?? '').length;

function assetConfigProblem(txn: Transaction): string | undefined {
  const acfg = txn.assetConfig;
  if (!acfg) return undefined;
  const name = byteLength(acfg.assetName);
  if (name > ASSET_LIMITS.name) return `transaction asset name too big: ${name} > ${ASSET_LIMITS.name}`;
  const unit = byteLength(acfg.unitName);
  if (unit > ASSET_LIMITS.unitName) return `transaction asset unit name too big: ${unit} > ${ASSET_LIMITS.unitName}`;
  const url = byteLength(acfg.assetURL);
  if (url > ASSET_LIMITS.url) return `transaction asset url too big: ${url} > ${ASSET_LIMITS.url}`;
  if (acfg.decimals > ASSET_LIMITS.decimals)
    return `transaction asset decimals is too high (max is ${ASSET_LIMITS.decimals})`;
  return undefined;
}

function assetTransferProblem(txn: Transaction): string | undefined {
  const axfer = txn.assetTransfer;
  if (!axfer) return undefined;
  if (axfer.assetIndex === 0n && axfer.amount !== 0n) return 'asset ID cannot be zero';
  if (axfer.assetSender && axfer.closeRemainderTo) return 'cannot close asset by clawback';
  return undefined;
}

function assetFreezeProblem(txn: Transaction): string | undefined {
  const afrz = txn.assetFreeze;
  if (!afrz) return undefined;
  if (afrz.assetIndex === 0n) return 'asset ID cannot be zero';
  if (afrz.freezeAccount.publicKey.every((byte) => byte === 0)) return 'freeze account cannot be empty';
  return undefined;
}

const isSet = (key: Uint8Array | undefined) => key?.some(Boolean) ?? false;

/** The keyreg rules of consensus v41 (coherency and state-proof key checks on), in algod's order. */
function keyregProblem(txn: Transaction): string | undefined {
  const keyreg = txn.keyreg;
  if (!keyreg) return undefined;
  const { voteFirst = 0n, voteLast = 0n, voteKeyDilution = 0n, nonParticipation } = keyreg;
  const [vote, selection, stateProof] = [keyreg.voteKey, keyreg.selectionKey, keyreg.stateProofKey].map(isSet);
  if (voteFirst > voteLast) return 'transaction first voting round need to be less than its last voting round';
  const allSet = vote && selection && voteKeyDilution !== 0n;
  const noneSet = !vote && !selection && voteKeyDilution === 0n;
  if (!allSet && !noneSet)
    return 'the following transaction fields need to be clear/set together : votekey, selkey, votekd';
  if (noneSet && (voteFirst !== 0n || voteLast !== 0n))
    return 'on going offline key registration transaction, the vote first and vote last fields should not be set';
  if (allSet && voteLast === 0n) return 'transaction tries to register keys to go online, but vote last is set to zero';
  if (allSet && voteFirst > txn.lastValid + 1n)
    return 'transaction tries to register keys to go online, but first voting round is beyond the round after last valid round';
  if (nonParticipation && vote && selection)
    return 'transaction tries to register keys to go online, but nonparticipatory flag is set';
  if (voteLast - voteFirst > MAX_KEYREG_VALID_PERIOD) return 'validity period for keyreg transaction is too long';
  if (nonParticipation && stateProof) return 'non participation keyreg transactions should contain empty stateProofPK';
  if (!nonParticipation && !(vote && selection) && stateProof)
    return 'offline keyreg transactions should contain empty stateProofPK';
  if (!nonParticipation && vote && selection && !stateProof)
    return 'online keyreg transaction cannot have empty field StateProofPK';
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
  return (
    paymentProblem(txn) ??
    keyregProblem(txn) ??
    assetConfigProblem(txn) ??
    assetTransferProblem(txn) ??
    assetFreezeProblem(txn) ??
    appCallProblem(txn) ??
    headerProblem(txn)
  );
}
