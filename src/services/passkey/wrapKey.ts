/**
 * From the authenticator's PRF output to the AES-GCM key that wraps the 25 words (docs/decisions/0011-passkey-unlock.md).
 *
 * PRF_INPUT is the fixed salt every evaluation uses: the authenticator mixes it (after WebAuthn's own
 * "WebAuthn PRF\0" prefix and hash) with a per-credential secret, so the same passkey always gives the same 32 bytes
 * and no other site or input does. It is public by design; changing it would orphan every record, hence the version.
 */
export const PRF_INPUT = new TextEncoder().encode('mox-wallet/passkey-unlock/v1');

/** HKDF-SHA256's info: binds the derived key to this one use of the PRF output. */
const HKDF_INFO = new TextEncoder().encode('mox-wallet/mnemonic-wrap/aes-gcm-256/v1');

/**
 * A non-extractable AES-GCM-256 key from the PRF output through HKDF-SHA256 with the record's random salt.
 * The PRF bytes are zeroed once imported: only the non-extractable key remains.
 */
export async function wrappingKey(
  prfOutput: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  try {
    const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
    return await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt, info: HKDF_INFO },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  } finally {
    prfOutput.fill(0);
  }
}
