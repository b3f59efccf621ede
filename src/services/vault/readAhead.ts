import { parseRecord, type ParsedRecord } from './record';
import { readRecord, warmUpStore } from './store';

/*
 * The record of the username being typed on /login, read and checked before the click (docs/decisions/0042): the
 * click then goes straight to the KDF instead of waiting for a database read and the digest check first.
 *
 * What is kept is what IndexedDB holds for anyone with the device (salt, iv, ciphertext, the public address), in this
 * module's memory only; nothing of the password. The password is imported into WebCrypto at the click, as before.
 */

/** A stored value and what it decodes to. */
export interface RecordRead {
  stored: unknown;
  record: ParsedRecord;
}

/** How long a read ahead is used for: the page may sit on /login a long while before the click. */
const FRESH_MS = 30_000;

let ahead: { username: string; at: number; read: Promise<RecordRead | null>; done?: RecordRead | null } | null = null;

/**
 * Reads and checks the username's record for the unlock the user is about to ask for, once per username while fresh
 * (the last username asked replaces the one before); resolves once read, to the public address the record names (null
 * when it names none, or there is no record). Never fails: a missing or damaged record is left for the unlock to report.
 */
export async function readAhead(username: string): Promise<string | null> {
  if (ahead?.username === username && Date.now() - ahead.at < FRESH_MS) return addressOf(await ahead.read);
  const read = readRecord(username)
    .then(async (stored) => (stored === undefined ? null : { stored, record: await parseRecord(stored) }))
    .catch(() => null);
  const entry: NonNullable<typeof ahead> = { username, at: Date.now(), read };
  ahead = entry;
  entry.done = await read;
  // The unlock reads the record again, to check it is still this one: a connection waits for that read.
  void warmUpStore();
  return addressOf(entry.done);
}

const addressOf = (read: RecordRead | null) => read?.record.address ?? null;

/**
 * The record read ahead for this username, taken (a later unlock reads afresh): itself once read, so the KDF can
 * start in the click's own task before React draws anything; null when none was asked or it could not be read. It
 * may be out of date: another tab can re-save the wallet meanwhile, so the unlock checks it.
 */
export function takeReadAhead(username: string): RecordRead | null | Promise<RecordRead | null> {
  const taken = ahead?.username === username ? ahead : null;
  ahead = null;
  return taken ? (taken.done !== undefined ? taken.done : taken.read) : null;
}
