import { fromBase64, toBase64 } from './base64';
import { CorruptedRecord } from './errors';

/**
 * The stored record: the spec's JSON text `{salt, iv, ciphertext}` (base64), to which we add `v`, `iterations`
 * and `digest` so the KDF cost can rise later (DESIGN §6) and damage can be told from a wrong password.
 */
export const RECORD_VERSION = 1;
/** PBKDF2-SHA256 cost of every record we write: OWASP's current floor. */
export const CURRENT_ITERATIONS = 600_000;
/** The spec's two costs (login path, then wallet-provider path), tried in order on records that do not say. */
export const LEGACY_ITERATIONS = [150_000, 250_000] as const;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;

// Costs outside this range were never written by any version: below it is a downgraded record, above it would
// freeze the unlock for minutes.
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 10_000_000;
// The spec fixes a 16-byte salt only for its second path, so older records are allowed up to 64 bytes.
const MAX_SALT_BYTES = 64;
const GCM_TAG_BYTES = 16;
const MAX_CIPHERTEXT_BYTES = 1024;

/** The encrypted phrase and the parameters needed to open it. */
export interface SealedMnemonic {
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

/** A record read back and checked: its sealed phrase and its cost, or null for a legacy record that does not say. */
export interface ParsedRecord extends SealedMnemonic {
  iterations: number | null;
  /** The wallet's public address, written beside the ciphertext since issue 29; null in records written before. */
  address: string | null;
}

type RawRecord = Record<string, unknown>;

/**
 * SHA-256 over every other field. It is not a secret and proves nothing to an attacker (who could recompute it);
 * it only lets a damaged record (a flipped bit, a cut ciphertext) be reported as damaged, not as a wrong password.
 */
async function digestOf(raw: RawRecord): Promise<string> {
  const text = [raw.v, raw.iterations, raw.salt, raw.iv, raw.ciphertext].join('.');
  return toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/**
 * Record text for a freshly sealed phrase at `iterations`, with the wallet's address in the clear. The address is
 * public and outside the digest (records of earlier builds keep their digest); it lets the words prove ownership of
 * a record whose password is forgotten (docs/decisions/0023-wallet-recovery-and-backup.md).
 */
export async function serialiseRecord(sealed: SealedMnemonic, iterations: number, address: string): Promise<string> {
  const raw: RawRecord = {
    v: RECORD_VERSION,
    iterations,
    salt: toBase64(sealed.salt),
    iv: toBase64(sealed.iv),
    ciphertext: toBase64(sealed.ciphertext),
  };
  return JSON.stringify({ ...raw, digest: await digestOf(raw), address });
}

/** The stored text with the wallet's address added (a record written before addresses were kept); nothing else changes. */
export function withAddress(text: string, address: string): string {
  return JSON.stringify({ ...parseJson(text), address });
}

function bytesField(raw: RawRecord, name: string, min: number, max: number): Uint8Array<ArrayBuffer> {
  const value = raw[name];
  const bytes = typeof value === 'string' ? fromBase64(value) : null;
  if (!bytes || bytes.length < min || bytes.length > max) throw new CorruptedRecord('field');
  return bytes;
}

function iterationsField(raw: RawRecord): number | null {
  if (raw.iterations === undefined && raw.v === undefined) return null;
  const value = raw.iterations;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < MIN_ITERATIONS || value > MAX_ITERATIONS) {
    throw new CorruptedRecord('field');
  }
  return value;
}

function parseJson(text: unknown): RawRecord {
  if (typeof text !== 'string') throw new CorruptedRecord('json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CorruptedRecord('json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CorruptedRecord('json');
  return value as RawRecord;
}

/** Checks a stored value and decodes it; throws CorruptedRecord when no password could ever open it. */
export async function parseRecord(text: unknown): Promise<ParsedRecord> {
  const raw = parseJson(text);
  if (raw.v !== undefined && raw.v !== RECORD_VERSION) throw new CorruptedRecord('field');
  const record: ParsedRecord = {
    iterations: iterationsField(raw),
    salt: bytesField(raw, 'salt', SALT_BYTES, MAX_SALT_BYTES),
    iv: bytesField(raw, 'iv', IV_BYTES, IV_BYTES),
    ciphertext: bytesField(raw, 'ciphertext', GCM_TAG_BYTES, MAX_CIPHERTEXT_BYTES),
    address: typeof raw.address === 'string' ? raw.address : null,
  };
  if (raw.v !== undefined && raw.digest !== (await digestOf(raw))) throw new CorruptedRecord('digest');
  return record;
}
