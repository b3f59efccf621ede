/**
 * Node-only: ed25519 by Node's native crypto, about 20× faster than tweetnacl here. The devnet server and the
 * test ledger check every submitted signature and sign the dispenser's grants with it.
 */
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { Signer } from './engine/dispenser';
import type { SignatureCheck } from './engine/verify';

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** DER prefix of an Ed25519 PKCS#8 private key; the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** Verifies with Node's crypto. */
export const nodeSignatureCheck: SignatureCheck = (message, signature, publicKey) =>
  verify(
    null,
    message,
    createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' }),
    signature,
  );

/** Signs with Node's crypto; `secretKey` is algosdk's 64 bytes (seed ‖ public key). */
export const nodeSigner: Signer = (message, secretKey) =>
  new Uint8Array(
    sign(
      null,
      message,
      createPrivateKey({
        key: Buffer.concat([ED25519_PKCS8_PREFIX, secretKey.subarray(0, 32)]),
        format: 'der',
        type: 'pkcs8',
      }),
    ),
  );
