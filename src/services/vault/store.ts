import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { UsernameTaken, VaultStorageFailed } from './errors';

/** The spec's database (SPEC §3): name, version and store are fixed so records written by earlier builds are found. */
const DB_NAME = 'MoxWalletDB';
const DB_VERSION = 1;
const STORE = 'encryptedWallets';

interface WalletDB extends DBSchema {
  // Keyed by username; the value should be the record's JSON text, but what is on disk is checked, not trusted.
  encryptedWallets: { key: string; value: unknown };
}

/** How long a connection opened ahead of an unlock waits to be used before it is closed. */
const WAITING_MS = 30_000;

/** A connection opened ahead of time by {@link warmUpStore} that no work has taken yet. */
interface Waiting {
  connection: Promise<IDBPDatabase<WalletDB> | null>;
  expiry: ReturnType<typeof setTimeout>;
}
let waiting: Waiting | null = null;

function connect(onBlocking?: () => void): Promise<IDBPDatabase<WalletDB>> {
  return openDB<WalletDB>(DB_NAME, DB_VERSION, {
    upgrade: (created) => void created.createObjectStore(STORE),
    blocking: onBlocking,
    terminated: onBlocking,
  });
}

/** The waiting connection, now the caller's to use and close (null when none waits or it could not open). */
function takeWaiting(): Promise<IDBPDatabase<WalletDB> | null> {
  const taken = waiting;
  if (!taken) return Promise.resolve(null);
  clearTimeout(taken.expiry);
  waiting = null;
  return taken.connection;
}

/**
 * Runs one piece of work on its own connection and closes it: the one warmUpStore opened if it waits, else a fresh
 * one. Connections never linger to block another tab (or a test) from deleting or upgrading the database.
 */
async function withDatabase<T>(work: (db: IDBPDatabase<WalletDB>) => Promise<T>): Promise<T> {
  let db = await takeWaiting();
  try {
    db ??= await connect();
  } catch (error) {
    throw new VaultStorageFailed(error);
  }
  try {
    return await work(db);
  } catch (error) {
    throw error instanceof UsernameTaken ? error : new VaultStorageFailed(error);
  } finally {
    db.close();
  }
}

/**
 * Opens a connection for the next piece of work. The first open of a page costs tens of milliseconds (the browser
 * starts its storage backend) and every open a round trip to it; done while the user types, the unlock that follows
 * only reads. Unused, it closes after {@link WAITING_MS}, or at once when another tab (or a test) deletes or upgrades
 * the database. Failures are left for the real read to report.
 */
export function warmUpStore(): Promise<void> {
  if (waiting) return waiting.connection.then(() => undefined);
  const release = () => {
    if (waiting !== entry) return;
    void takeWaiting().then((db) => db?.close());
  };
  const entry: Waiting = {
    connection: connect(release).catch(() => null),
    expiry: setTimeout(release, WAITING_MS),
  };
  waiting = entry;
  return entry.connection.then(() => undefined);
}

/** The stored value for a username, or undefined when there is none. */
export function readRecord(username: string): Promise<unknown> {
  return withDatabase((db) => db.get(STORE, username));
}

/** Whether a value is stored under this username. */
export function hasRecord(username: string): Promise<boolean> {
  return withDatabase(async (db) => (await db.getKey(STORE, username)) !== undefined);
}

/**
 * Reads the current value and writes `text` in ONE readwrite transaction when `shouldWrite(current)` agrees, so
 * the check cannot race another tab and a failed put aborts the whole transaction, leaving the old value intact.
 */
function putIf(username: string, text: string, shouldWrite: (current: unknown) => boolean): Promise<boolean> {
  return withDatabase(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    // An abort also rejects the awaited request below, which reports it; this only stops a duplicate unhandled rejection.
    tx.done.catch(() => undefined);
    if (!shouldWrite(await tx.store.get(username))) return false;
    await tx.store.put(text, username);
    await tx.done;
    return true;
  });
}

/** Stores the first record of a username; throws UsernameTaken if one exists (replacing is the vault's, with proof). */
export async function writeNewRecord(username: string, text: string): Promise<void> {
  await putIf(username, text, (current) => {
    if (current !== undefined) throw new UsernameTaken();
    return true;
  });
}

/** Replaces a record only if it still holds `expected` (another tab may have re-saved it meanwhile). */
export function replaceRecordIfUnchanged(username: string, expected: unknown, text: string): Promise<boolean> {
  return putIf(username, text, (current) => current === expected);
}

/**
 * Rewrites a record in ONE readwrite transaction with what `update` makes of the current value (synchronously, so the
 * transaction stays open), or leaves it when `update` returns null. Returns whether it wrote.
 */
export function updateRecord(username: string, update: (current: unknown) => string | null): Promise<boolean> {
  return withDatabase(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.done.catch(() => undefined); // reported by the awaited request, as in putIf
    const text = update(await tx.store.get(username));
    if (text === null) return false;
    await tx.store.put(text, username);
    await tx.done;
    return true;
  });
}
