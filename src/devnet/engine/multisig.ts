/**
 * A multisig signature as algod's crypto.MultisigBatchVerify checks it: version 1, a threshold within the
 * subsignatures, the preimage hashing to the authorizer's address, and at least `thr` subsignatures, each of
 * which must verify (a failing one fails the whole batch, as algod's batch verifier does).
 */
import { Address, multisigAddress, type EncodedMultisig } from 'algosdk';
import type { SignatureCheck } from './verify';

/** crypto's error texts; verify wraps them as `multisig validation failed: …`. */
export const MULTISIG_ERRORS = {
  count: 'Invalid number of signatures',
  version: 'unknown version',
  threshold: 'Invalid threshold',
  address: 'Invalid address',
} as const;

const ZERO_SIG = new Uint8Array(64);

const isBlank = (sig: Uint8Array | undefined) => !sig || sig.every((b, i) => b === ZERO_SIG[i]);

/**
 * The reason the multisig is malformed for `authorizer` (one of MULTISIG_ERRORS), 'signature' when a
 * subsignature does not verify, or undefined when it is valid.
 */
export function multisigProblem(
  msig: EncodedMultisig,
  authorizer: Address,
  message: Uint8Array,
  check: SignatureCheck,
): string | undefined {
  const { subsig = [] } = msig;
  if (subsig.length === 0 || (subsig[0].pk.length === 0 && isBlank(subsig[0].s))) return MULTISIG_ERRORS.count;
  if (msig.v !== 1) return MULTISIG_ERRORS.version;
  if (!msig.thr || msig.thr > subsig.length) return MULTISIG_ERRORS.threshold;
  if (subsig.some((s) => s.pk.length !== 32)) return MULTISIG_ERRORS.address;
  const addrs = subsig.map((s) => new Address(s.pk));
  if (!multisigAddress({ version: msig.v, threshold: msig.thr, addrs }).equals(authorizer))
    return MULTISIG_ERRORS.address;
  const signed = subsig.filter((s) => !isBlank(s.s));
  if (signed.length < msig.thr) return MULTISIG_ERRORS.count;
  return signed.every((s) => check(message, s.s!, s.pk)) ? undefined : 'signature';
}
