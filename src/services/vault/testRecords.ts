/**
 * Test-only helpers that touch the vault's storage and crypto WITHOUT going through the vault's code: plain
 * IndexedDB requests, a base64 codec of their own and crypto.subtle called directly. Records they make stand in for
 * ones written by earlier builds (the spec's 150 000 and 250 000 paths); records they read prove the format is
 * what the spec says, independently of how the vault reads it.
 */
const DB_NAME = 'MoxWalletDB';
const STORE = 'encryptedWallets';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function openRaw(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The exact value stored under a username (undefined when none). */
export async function readRawRecord(username: string): Promise<unknown> {
  const db = await openRaw();
  try {
    return await request(db.transaction(STORE).objectStore(STORE).get(username));
  } finally {
    db.close();
  }
}

/** Stores a value under a username exactly as given. */
export async function writeRawRecord(username: string, value: unknown): Promise<void> {
  const db = await openRaw();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(value, username);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Removes one username's record, as clearing site data would (the app itself never deletes a wallet). */
export async function deleteRawRecord(username: string): Promise<void> {
  const db = await openRaw();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(username);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Deletes the whole database, so each test starts with no wallets. */
export async function deleteVaultDatabase(): Promise<void> {
  await request(indexedDB.deleteDatabase(DB_NAME));
}

// A base64 codec of its own (no btoa/atob), so a bug in the vault's encoding cannot cancel out here.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(chunk >> shift) & 63]);
    const kept = Math.min(bytes.length - i, 3) + 1;
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const digits = [...text.replace(/=+$/, '')].map((char) => ALPHABET.indexOf(char));
  const bytes: number[] = [];
  for (let i = 0; i < digits.length; i += 4) {
    const chunk = digits.slice(i, i + 4);
    const value = chunk.reduce((acc, digit, j) => acc | (digit << (18 - 6 * j)), 0);
    bytes.push((value >> 16) & 255, (value >> 8) & 255, value & 255);
    bytes.length -= 4 - chunk.length;
  }
  return new Uint8Array(bytes);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

async function aesKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(password), { name: 'PBKDF2' }, false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations, hash: 'SHA-256' }, material, 256);
  return crypto.subtle.importKey('raw', bits, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** A legacy record, the spec's shape only: `{salt, iv, ciphertext}` in base64, no cost, no version. */
export async function makeLegacyRecord(plaintext: string, password: string, iterations: number): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(password, salt, iterations);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8(plaintext)));
  return JSON.stringify({ salt: encodeBase64(salt), iv: encodeBase64(iv), ciphertext: encodeBase64(ciphertext) });
}

/** Decrypts a stored record by the spec's recipe at the given cost (throws if the password or cost is wrong). */
export async function decryptRecord(text: string, password: string, iterations: number): Promise<string> {
  const { salt, iv, ciphertext } = JSON.parse(text) as Record<string, string>;
  const key = await aesKey(password, decodeBase64(salt), iterations);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: decodeBase64(iv) },
    key,
    decodeBase64(ciphertext),
  );
  return new TextDecoder().decode(plaintext);
}
