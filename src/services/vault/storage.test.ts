// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsernameTaken, VaultStorageFailed } from './errors';
import { failPuts } from './failingWrites';
import { deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from './testRecords';
import { hasWallet } from './presence';
import { prepareVault, saveWallet, unlockWallet } from './vault';

const PHRASE = `${'abandon '.repeat(24)}invest`;
const OTHER = `${'zoo '.repeat(23)}abstract adapt`;
const PASSWORD = 'Secreto9@';

beforeEach(deleteVaultDatabase);
afterEach(() => vi.restoreAllMocks());

describe('when IndexedDB fails to write', () => {
  it.each(['throw', 'abort'] as const)(
    'a replacing save (%s) reports a storage failure and keeps the old wallet',
    async (how) => {
      await saveWallet('ana', PHRASE, PASSWORD);
      const before = await readRawRecord('ana');

      failPuts(how);
      await expect(saveWallet('ana', OTHER, 'Otra9clave!', { replacing: PASSWORD })).rejects.toBeInstanceOf(
        VaultStorageFailed,
      );
      vi.restoreAllMocks();

      expect(await readRawRecord('ana')).toBe(before);
      expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    },
  );

  it('a first save reports a storage failure and leaves no record behind', async () => {
    failPuts('abort');
    await expect(saveWallet('ana', PHRASE, PASSWORD)).rejects.toBeInstanceOf(VaultStorageFailed);
    vi.restoreAllMocks();
    expect(await readRawRecord('ana')).toBeUndefined();
  });

  it('a taken username is still reported as taken, not as a storage failure', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    failPuts('throw');
    await expect(saveWallet('ana', OTHER, PASSWORD)).rejects.toBeInstanceOf(UsernameTaken);
  });

  it('the unlock of a legacy record still succeeds when its re-encryption cannot be written', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, 150_000);
    await writeRawRecord('ana', legacy);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    failPuts('abort');
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0])).not.toContain('abandon');
    vi.restoreAllMocks();

    expect(await readRawRecord('ana')).toBe(legacy);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    expect(JSON.parse((await readRawRecord('ana')) as string).iterations).toBe(600_000);
  });

  it('the upgrade does not overwrite a record another tab re-saved during the unlock', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, 250_000);
    await writeRawRecord('ana', legacy);
    const replacement = await makeLegacyRecord(OTHER, 'Otra9clave!', 150_000);
    // The other tab writes just as this unlock starts deriving keys.
    const realDerive = crypto.subtle.deriveKey.bind(crypto.subtle);
    let written = false;
    vi.spyOn(crypto.subtle, 'deriveKey').mockImplementation(async (...args) => {
      if (!written) {
        written = true;
        await writeRawRecord('ana', replacement);
      }
      return realDerive(...args);
    });

    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    expect(await readRawRecord('ana')).toBe(replacement);
  });
});

describe('the connection opened while the user types', () => {
  it('serves the unlock that follows, and never holds off a deletion of the database (another tab, clearing data)', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    await prepareVault();
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);

    await prepareVault();
    await deleteVaultDatabase(); // would never resolve while a waiting connection stayed open
    expect(await hasWallet('ana')).toBe(false);
  });
});
