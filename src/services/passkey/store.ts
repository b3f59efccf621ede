import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { VaultStorageFailed } from '../vault/errors';

/**
 * The passkey records live in their own database, not in MoxWalletDB: the spec's database stays at version 1 with
 * its one store, so no upgrade can ever touch `encryptedWallets`, and a tab of an older build still opens it
 * (docs/decisions/0011-passkey-unlock.md).
 */
const DB_NAME = 'MoxPasskeyDB';
const DB_VERSION = 1;
const STORE = 'passkeyWallets';
const BY_USERNAME = 'username';

/** One passkey's wrapped phrase: the second record beside the password's (base64 fields, like the spec's record). */
export interface PasskeyRecord {
  v: 1;
  /** The credential's id, base64url: the key, found from the assertion's rawId with no username typed. */
  credentialId: string;
  /** The wallet (`encryptedWallets` key) this passkey opens. */
  username: string;
  /** HKDF salt, AES-GCM iv and ciphertext of the 25 words. */
  salt: string;
  iv: string;
  ciphertext: string;
}

interface PasskeyDB extends DBSchema {
  passkeyWallets: { key: string; value: PasskeyRecord; indexes: { username: string } };
}

async function withDatabase<T>(work: (db: IDBPDatabase<PasskeyDB>) => Promise<T>): Promise<T> {
  let db: IDBPDatabase<PasskeyDB> | undefined;
  try {
    db = await openDB<PasskeyDB>(DB_NAME, DB_VERSION, {
      upgrade: (created) =>
        created.createObjectStore(STORE, { keyPath: 'credentialId' }).createIndex(BY_USERNAME, 'username'),
    });
    return await work(db);
  } catch (error) {
    throw new VaultStorageFailed(error);
  } finally {
    db?.close();
  }
}

/** The record of a credential, or undefined. */
export function readPasskey(credentialId: string): Promise<PasskeyRecord | undefined> {
  return withDatabase((db) => db.get(STORE, credentialId));
}

/** Whether the username's wallet has a passkey. */
export function passkeyCountFor(username: string): Promise<number> {
  return withDatabase((db) => db.countFromIndex(STORE, BY_USERNAME, username));
}

/** How many passkeys this browser holds for any wallet (whether /login offers the passkey at all). */
export function passkeyCount(): Promise<number> {
  return withDatabase((db) => db.count(STORE));
}

/** The credential ids of the username's passkeys, then deletes them, in one transaction. */
export function deletePasskeysOf(username: string): Promise<string[]> {
  return withDatabase(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const ids = await tx.store.index(BY_USERNAME).getAllKeys(username);
    await Promise.all(ids.map((id) => tx.store.delete(id)));
    await tx.done;
    return ids;
  });
}

/** Deletes one passkey record (a passkey just made that must not be kept). */
export function deletePasskey(credentialId: string): Promise<void> {
  return withDatabase((db) => db.delete(STORE, credentialId));
}

/** Stores `record` as the username's only passkey: an earlier one is replaced in the same transaction. */
export function putOnlyPasskey(record: PasskeyRecord): Promise<string[]> {
  return withDatabase(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const replaced = await tx.store.index(BY_USERNAME).getAllKeys(record.username);
    await Promise.all(replaced.map((id) => tx.store.delete(id)));
    await tx.store.put(record);
    await tx.done;
    return replaced;
  });
}
