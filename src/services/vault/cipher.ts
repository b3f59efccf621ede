import { IV_BYTES, SALT_BYTES, type SealedMnemonic } from './record';

/**
 * PBKDF2-SHA256 → AES-GCM-256 through WebCrypto only: it runs off the main thread, where a JS fallback would
 * block the page for seconds on a phone (reference/security-perf.md B5). The derived key is non-extractable.
 */
async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypts the phrase under the password with a fresh random salt and iv (never reused, even on re-encryption). */
export async function sealMnemonic(mnemonic: string, password: string, iterations: number): Promise<SealedMnemonic> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(password, salt, iterations);
  const plaintext = new TextEncoder().encode(mnemonic);
  try {
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext));
    return { salt, iv, ciphertext };
  } finally {
    plaintext.fill(0);
  }
}

/**
 * The phrase, or null when AES-GCM's tag check fails (WebCrypto's OperationError): the password or the cost tried
 * is wrong — or, in a legacy record without a digest, the ciphertext is damaged, which GCM cannot tell apart.
 */
export async function openMnemonic(
  sealed: SealedMnemonic,
  password: string,
  iterations: number,
): Promise<string | null> {
  const key = await deriveKey(password, sealed.salt, iterations);
  let plaintext: Uint8Array;
  try {
    plaintext = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.ciphertext));
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'OperationError') return null;
    throw error;
  }
  try {
    return new TextDecoder().decode(plaintext);
  } finally {
    plaintext.fill(0);
  }
}
