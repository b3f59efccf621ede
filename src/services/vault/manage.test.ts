import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enablePasskey, unlockWithPasskey } from '../passkey/passkey';
import { installFakeAuthenticator, uninstallFakeAuthenticator } from '../passkey/testing';
import { UsernameTaken, VaultStorageFailed, WrongPassword } from './errors';
import { failPuts } from './failingWrites';
import { changePassword, noteWalletAddress } from './manage';
import { knownStorageRisk, storageRisk } from './durability';
import { storagePersisted } from './persist';
import { decryptRecord, deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from './testRecords';
import { isSameWallet, saveWallet, unlockWallet } from './vault';

const PHRASE = `${'abandon '.repeat(24)}invest`;
const ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';
const OTHER = `${'zoo '.repeat(23)}abstract adapt`;
const PASSWORD = 'Secreto9@';
const NEW_PASSWORD = 'Nueva8clave$';

beforeEach(deleteVaultDatabase);
afterEach(() => vi.restoreAllMocks());

/** The error a promise rejects with (fails the test if it resolves). */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );

describe('changePassword', () => {
  it('the new password opens the wallet and the old one no longer does; the record is fresh and keeps its address', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    const before = JSON.parse((await readRawRecord('ana')) as string);

    await changePassword('ana', PASSWORD, NEW_PASSWORD);

    expect(await unlockWallet('ana', NEW_PASSWORD)).toBe(PHRASE);
    expect(await failureOf(unlockWallet('ana', PASSWORD))).toBeInstanceOf(WrongPassword);
    const after = JSON.parse((await readRawRecord('ana')) as string);
    expect(after).toMatchObject({ v: 1, iterations: 600_000, address: ADDRESS });
    expect(after.salt).not.toBe(before.salt);
    expect(after.iv).not.toBe(before.iv);
    // Still the spec's recipe: an independent implementation opens it with the new password.
    expect(await decryptRecord(JSON.stringify(after), NEW_PASSWORD, 600_000)).toBe(PHRASE);
  }, 30_000);

  it('a wrong current password changes nothing', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    const before = await readRawRecord('ana');
    expect(await failureOf(changePassword('ana', 'Mala9clave!', NEW_PASSWORD))).toBeInstanceOf(WrongPassword);
    expect(await readRawRecord('ana')).toBe(before);
  });

  it.each(['throw', 'abort'] as const)(
    'a write that fails (%s) leaves the old record working',
    async (how) => {
      await saveWallet('ana', PHRASE, PASSWORD);
      const before = await readRawRecord('ana');
      failPuts(how);
      expect(await failureOf(changePassword('ana', PASSWORD, NEW_PASSWORD))).toBeInstanceOf(VaultStorageFailed);
      vi.restoreAllMocks();
      expect(await readRawRecord('ana')).toBe(before);
      expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
      expect(await failureOf(unlockWallet('ana', NEW_PASSWORD))).toBeInstanceOf(WrongPassword);
    },
    30_000,
  );

  it('a legacy record is re-encrypted at the current cost, with its address', async () => {
    await writeRawRecord('ana', await makeLegacyRecord(PHRASE, PASSWORD, 150_000));
    await changePassword('ana', PASSWORD, NEW_PASSWORD);
    expect(JSON.parse((await readRawRecord('ana')) as string)).toMatchObject({ iterations: 600_000, address: ADDRESS });
    expect(await unlockWallet('ana', NEW_PASSWORD)).toBe(PHRASE);
  }, 30_000);

  it('the passkey keeps opening the wallet after the password changed', async () => {
    installFakeAuthenticator(Uint8Array.from({ length: 32 }, (_, i) => 7 * i));
    try {
      await saveWallet('ana', PHRASE, PASSWORD);
      await enablePasskey('ana', PASSWORD);
      await changePassword('ana', PASSWORD, NEW_PASSWORD);
      expect(await unlockWithPasskey()).toEqual({ username: 'ana', mnemonic: PHRASE });
    } finally {
      uninstallFakeAuthenticator();
    }
  }, 30_000);
});

describe('recovering with the words (a forgotten password)', () => {
  it('replaces the stored wallet without its password when the words derive its address', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    expect(await isSameWallet('ana', PHRASE)).toBe(true);
    await saveWallet('ana', PHRASE, NEW_PASSWORD, { recovering: true });
    expect(await unlockWallet('ana', NEW_PASSWORD)).toBe(PHRASE);
    expect(await failureOf(unlockWallet('ana', PASSWORD))).toBeInstanceOf(WrongPassword);
  }, 30_000);

  it('never overwrites another wallet without its password', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    const before = await readRawRecord('ana');
    expect(await isSameWallet('ana', OTHER)).toBe(false);
    expect(await failureOf(saveWallet('ana', OTHER, NEW_PASSWORD, { recovering: true }))).toBeInstanceOf(UsernameTaken);
    expect(await readRawRecord('ana')).toBe(before);
  }, 30_000);

  it('a record that names no address (an older build’s) is never replaced by words alone', async () => {
    // A record of an older build names no address: the words cannot prove anything about it.
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, 150_000);
    await writeRawRecord('ana', legacy);
    expect(await isSameWallet('ana', PHRASE)).toBe(false);
    expect(await failureOf(saveWallet('ana', PHRASE, NEW_PASSWORD, { recovering: true }))).toBeInstanceOf(
      UsernameTaken,
    );
    expect(await readRawRecord('ana')).toBe(legacy);
  });

  it('keeps the passkey of the same wallet working', async () => {
    installFakeAuthenticator(Uint8Array.from({ length: 32 }, (_, i) => 3 * i));
    try {
      await saveWallet('ana', PHRASE, PASSWORD);
      await enablePasskey('ana', PASSWORD);
      await saveWallet('ana', PHRASE, NEW_PASSWORD, { recovering: true });
      expect(await unlockWithPasskey()).toEqual({ username: 'ana', mnemonic: PHRASE });
    } finally {
      uninstallFakeAuthenticator();
    }
  }, 30_000);
});

describe('noteWalletAddress', () => {
  it('adds the address to a record that has none, which the words can then prove; it never changes one that has', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, 150_000);
    await writeRawRecord('ana', legacy);
    await noteWalletAddress('ana', ADDRESS);
    const noted = (await readRawRecord('ana')) as string;
    expect(JSON.parse(noted)).toEqual({ ...JSON.parse(legacy), address: ADDRESS });
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    expect(await isSameWallet('ana', PHRASE)).toBe(true);

    const current = await readRawRecord('ana');
    await noteWalletAddress('ana', 'OTRA');
    expect(await readRawRecord('ana')).toBe(current);
  }, 30_000);

  it('leaves a damaged record and a missing one alone', async () => {
    await writeRawRecord('ana', '{"salt":');
    await noteWalletAddress('ana', ADDRESS);
    await noteWalletAddress('nadie', ADDRESS);
    expect(await readRawRecord('ana')).toBe('{"salt":');
    expect(await readRawRecord('nadie')).toBeUndefined();
  });
});

describe('storagePersisted', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'storage'));

  it.each([true, false])('is the answer the browser gave to the persist() a save asked (%s)', async (granted) => {
    const persist = vi.fn(async () => granted);
    const persisted = vi.fn(async () => !granted);
    Object.defineProperty(navigator, 'storage', { value: { persist, persisted }, configurable: true });
    await saveWallet('ana', PHRASE, PASSWORD);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await storagePersisted()).toBe(granted);
  });
});

describe('storageRisk', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'storage'));

  it('is known as soon as the answer to the persist() a save asked comes, so /home draws its notice at once', async () => {
    const persisted = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', {
      value: { persist: async () => false, persisted },
      configurable: true,
    });
    await saveWallet('ana', PHRASE, PASSWORD);
    await vi.waitFor(() => expect(knownStorageRisk()).toBe('refused'));
    expect(await storageRisk()).toBe('refused');
    expect(persisted).not.toHaveBeenCalled(); // the page's own request is the answer
  });

  it('is asked once per page, and again after a new persist() request', async () => {
    Object.defineProperty(navigator, 'storage', { value: { persist: async () => false }, configurable: true });
    await saveWallet('ana', PHRASE, PASSWORD);
    const first = storageRisk();
    expect(storageRisk()).toBe(first);
    expect(await first).toBe('refused');

    Object.defineProperty(navigator, 'storage', { value: { persist: async () => true }, configurable: true });
    await saveWallet('bea', PHRASE, PASSWORD);
    expect(storageRisk()).not.toBe(first);
    expect(await storageRisk()).toBeNull();
    expect(knownStorageRisk()).toBeNull();
  });
});
