/**
 * An Ed25519 public key from its 32-byte seed through WebCrypto (RFC 8032's derivation, the one algosdk's tweetnacl
 * does in JS). WebCrypto only takes a private key as PKCS #8 and only gives its public half in a JWK export.
 */

// PKCS #8 PrivateKeyInfo for Ed25519 (RFC 8410 §7) up to the seed: version 0, algorithm 1.3.101.112, the seed's
// 32-byte OCTET STRING.
const PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

/** The public key of `seed`, or null where the browser's WebCrypto has no Ed25519 (or refuses the key). */
export async function ed25519PublicKey(seed: Uint8Array): Promise<Uint8Array | null> {
  const pkcs8 = new Uint8Array(PKCS8_PREFIX.length + seed.length);
  pkcs8.set(PKCS8_PREFIX);
  pkcs8.set(seed, PKCS8_PREFIX.length);
  try {
    // Extractable only so its JWK gives `x`, the public key; the key object is dropped right after.
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
    const { x } = await crypto.subtle.exportKey('jwk', key);
    return x ? fromBase64Url(x) : null;
  } catch {
    return null;
  } finally {
    pkcs8.fill(0);
  }
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
