/** Stage B of POST /v2/transactions: well-formedness, group id, ed25519 and multisig signatures (API.md §3). */
import nacl from 'tweetnacl';
import {
  bytesToBase64,
  computeGroupID,
  decodeUnsignedTransaction,
  encodeAddress,
  encodeUnsignedTransaction,
} from 'algosdk';
import type { Transaction } from 'algosdk';
import { AlgodError, badRequest } from './errors';
import { formatMicroAlgos } from './money';
import { multisigProblem } from './multisig';
import type { Submitted } from './split';
import { wellFormedProblem } from './wellFormed';

/** A 52-char base32 digest, as algod prints group ids. */
function digest(bytes: Uint8Array): string {
  return encodeAddress(bytes).slice(0, 52);
}

/** An abridged Go `%+v` dump of a SignedTxn (the part before ` invalid : `). */
function dump({ stxn }: Submitted): string {
  const t = stxn.txn;
  return (
    `{_struct:{} Sig:${bytesToBase64(stxn.sig ?? new Uint8Array(64))} Txn:{Type:${t.type} Sender:${t.sender} ` +
    `Fee:${formatMicroAlgos(t.fee)} FirstValid:${t.firstValid} LastValid:${t.lastValid} GenesisID:${t.genesisID ?? ''}}}`
  );
}

/**
 * algod's TxGroupError for one transaction of the group (a 400 on submit): simulate blames it on the
 * transaction at `groupIndex` instead (`failed-at`), where a group-wide failure stays a 400.
 */
export class TxnInvalidError extends AlgodError {
  constructor(
    readonly groupIndex: number,
    message: string,
  ) {
    super(400, message);
    this.name = 'TxnInvalidError';
  }
}

function invalid(sub: Submitted, index: number, reason: string) {
  return new TxnInvalidError(index, `transaction ${dump(sub)} invalid : ${reason}`);
}

function checkWellFormed(sub: Submitted, index: number): void {
  const problem = wellFormedProblem(sub.stxn.txn);
  if (problem) throw invalid(sub, index, problem);
}

function withoutGroup(txn: Transaction): Transaction {
  const copy = decodeUnsignedTransaction(encodeUnsignedTransaction(txn));
  copy.group = undefined;
  return copy;
}

function checkGroupId(group: Submitted[]): void {
  const first = group[0].stxn.txn.group;
  if (group.length === 1 && !first) return;
  group.forEach(({ stxn }, i) => {
    if (!stxn.txn.group) {
      throw badRequest(`transactionGroup: [${i}] had zero Group but was submitted in a group of ${group.length}`);
    }
  });
  for (const { stxn } of group) {
    const g = stxn.txn.group!;
    if (digest(g) !== digest(first!))
      throw badRequest(`transactionGroup: inconsistent group values: ${digest(g)} != ${digest(first!)}`);
  }
  const bare = group.map(({ stxn }) => withoutGroup(stxn.txn));
  const computed = computeGroupID(bare);
  if (digest(computed) !== digest(first!)) {
    const hashes = bare.map((t) => digest(t.rawTxID())).join(' ');
    throw badRequest(`transactionGroup: incomplete group: ${digest(first!)} != ${digest(computed)} ({{} [${hashes}]})`);
  }
}

/** Checks an ed25519 signature; tweetnacl by default (runs anywhere), Node's crypto in the devnet server. */
export type SignatureCheck = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean;

/** tweetnacl's detached verify: pure JS, for the browser and tests. */
export const naclSignatureCheck: SignatureCheck = (message, signature, publicKey) =>
  nacl.sign.detached.verify(message, signature, publicKey);

/** True when a transaction carries no signature of any kind (simulate's allow-empty-signatures skips it). */
export function isUnsigned({ stxn }: Submitted): boolean {
  return !stxn.sig && !stxn.msig && !stxn.lsig;
}

function checkSignatureKinds(sub: Submitted, index: number): void {
  const { stxn } = sub;
  const kinds = [stxn.sig, stxn.msig, stxn.lsig].filter((k) => k !== undefined).length;
  if (kinds === 0) throw invalid(sub, index, 'signedtxn has no sig');
  if (kinds > 1) throw invalid(sub, index, 'signedtxn should have only one type of signature');
}

/** The one kind of authorization the local ledger cannot evaluate: it runs no TEAL. */
export const LOGIC_SIG_REFUSED =
  'logic signatures are not supported by the local ledger: it does not evaluate TEAL programs (use a key or a multisig)';

function checkSupported(sub: Submitted, index: number): void {
  if (sub.stxn.lsig) throw invalid(sub, index, LOGIC_SIG_REFUSED);
}

function checkMultisig(sub: Submitted, index: number, check: SignatureCheck): void {
  const { stxn } = sub;
  if (!stxn.msig) return;
  const problem = multisigProblem(stxn.msig, stxn.sgnr ?? stxn.txn.sender, stxn.txn.bytesToSign(), check);
  if (problem === 'signature') throw badRequest(SIGNATURE_FAILED);
  if (problem) throw invalid(sub, index, `multisig validation failed: ${problem}`);
}

const SIGNATURE_FAILED = "At least one signature didn't pass verification";

function checkSignature({ stxn }: Submitted, check: SignatureCheck): void {
  if (stxn.msig) return;
  const signer = stxn.sgnr ?? stxn.txn.sender;
  const ok = !!stxn.sig && check(stxn.txn.bytesToSign(), stxn.sig, signer.publicKey);
  if (!ok) throw badRequest(SIGNATURE_FAILED);
}

/** What stage B may skip: simulate's allow-empty-signatures lets transactions without any signature through. */
export interface VerifyOptions {
  check?: SignatureCheck;
  allowEmptySignatures?: boolean;
}

/** Throws algod's stage-B message for the first failing check. */
export function verifyGroup(group: Submitted[], options: VerifyOptions = {}): void {
  const { check = naclSignatureCheck, allowEmptySignatures = false } = options;
  const signed = allowEmptySignatures ? group.filter((sub) => !isUnsigned(sub)) : group;
  group.forEach((sub, index) => {
    checkWellFormed(sub, index);
    if (!signed.includes(sub)) return;
    checkSignatureKinds(sub, index);
    checkSupported(sub, index);
    checkMultisig(sub, index, check);
  });
  checkGroupId(group);
  for (const sub of signed) checkSignature(sub, check);
}
