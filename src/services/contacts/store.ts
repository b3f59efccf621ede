import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { contactProblems, tidyName, type Contact, type ContactProblems } from './validate';

/**
 * The address book's own database, apart from the spec's MoxWalletDB (SPEC §3), whose name, version and single
 * store stay exactly as the spec fixes them. Contacts are not secret, but they belong to one wallet: each entry is
 * keyed by its owner's address and the contact's, so two wallets on one browser keep separate books.
 */
const DB_NAME = 'MoxContacts';
const DB_VERSION = 1;
const STORE = 'contacts';

interface StoredContact extends Contact {
  owner: string;
}

interface ContactsDB extends DBSchema {
  contacts: { key: [string, string]; value: StoredContact; indexes: { owner: string } };
}

/** A contact the book refused, with why (another tab may have saved the same name or address meanwhile). */
export class ContactRefused extends Error {
  constructor(readonly problems: ContactProblems) {
    super('contact refused');
    this.name = 'ContactRefused';
  }
}

/** One piece of work on a fresh connection, closed after (as the vault does: nothing lingers to block an upgrade). */
async function withContacts<T>(work: (db: IDBPDatabase<ContactsDB>) => Promise<T>): Promise<T> {
  const db = await openDB<ContactsDB>(DB_NAME, DB_VERSION, {
    upgrade(created) {
      created.createObjectStore(STORE, { keyPath: ['owner', 'address'] }).createIndex('owner', 'owner');
    },
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
const strip = ({ address, name }: StoredContact): Contact => ({ address, name });

/** The owner's contacts, sorted by name. */
export function listContacts(owner: string): Promise<Contact[]> {
  return withContacts(async (db) => (await db.getAllFromIndex(STORE, 'owner', owner)).map(strip).sort(byName));
}

/**
 * Saves a new contact, or renames the one at `renaming`, checking the book and writing in ONE readwrite
 * transaction so a clash with another tab cannot slip in between. Throws ContactRefused when it may not be saved.
 */
export function saveContact(owner: string, draft: Contact, renaming?: string): Promise<Contact> {
  return withContacts(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.done.catch(() => undefined);
    const existing = (await tx.store.index('owner').getAll(owner)).map(strip);
    const problems = contactProblems(draft, existing, renaming);
    if (problems) throw new ContactRefused(problems);
    const contact = { address: renaming ?? draft.address.trim(), name: tidyName(draft.name) };
    await tx.store.put({ owner, ...contact });
    await tx.done;
    return contact;
  });
}

/** Removes a contact (nothing happens when it is already gone). */
export function deleteContact(owner: string, address: string): Promise<void> {
  return withContacts((db) => db.delete(STORE, [owner, address]));
}
