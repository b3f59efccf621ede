import { sha512_256 } from 'js-sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ADDRESS_TEXT = /^[A-Z2-7]{58}$/;
const PUBLIC_KEY_BYTES = 32;

/** Decodes unpadded base32; null when the leftover bits are not zero (not the canonical spelling). */
function decodeBase32(text: string): Uint8Array | null {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = (buffer << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
    buffer &= (1 << bits) - 1;
  }
  return buffer === 0 ? bytes : null;
}

/**
 * True for a canonical Algorand address with a correct checksum (the last 4 bytes of
 * SHA-512/256 of the public key). algosdk's isValidAddress does the same, but importing it puts
 * ~58 KB gzip of algosdk into the first load, which checks the network config before anything
 * else; this costs ~6 KB. Unlike algosdk it also refuses a non-zero final padding bit, so an
 * address compares equal to its one canonical spelling.
 */
export function isChecksummedAddress(address: string): boolean {
  if (!ADDRESS_TEXT.test(address)) return false;
  const bytes = decodeBase32(address);
  if (!bytes) return false;
  const checksum = sha512_256.array(bytes.subarray(0, PUBLIC_KEY_BYTES)).slice(-4);
  return checksum.every((byte, i) => byte === bytes[PUBLIC_KEY_BYTES + i]);
}
