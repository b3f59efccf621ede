import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CorruptedRecord, VaultRecordNotFound, WrongPassword } from './errors';
import { readAhead } from './readAhead';
import { deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from './testRecords';
import { openWallet, saveWallet, unlockWallet } from './vault';

const PHRASE = `${'abandon '.repeat(24)}invest`;
/** The address of PHRASE (the all-zero seed's; reference/security-perf.md A8). */
const ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';
const OTHER = `${'zoo '.repeat(23)}abstract adapt`;
const PASSWORD = 'Secreto9@';
const NEW_PASSWORD = 'Otra9clave!';

beforeEach(deleteVaultDatabase);

// The record read while the user types is only a head start: whatever happens to the stored wallet between that read
// and the click, the unlock answers for the record stored at the click.
describe('an unlock after its record was read ahead', () => {
  it('opens the wallet with its password, and refuses a wrong one without touching the record', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    const stored = await readRawRecord('ana');
    await readAhead('ana');
    await expect(unlockWallet('ana', 'Secreto9!')).rejects.toBeInstanceOf(WrongPassword);
    await readAhead('ana');
    expect(await openWallet('ana', PASSWORD)).toEqual({ mnemonic: PHRASE, stored });
    expect(await readRawRecord('ana')).toBe(stored);
  }, 30_000); // several 600 000-iteration derivations

  it('answers for the wallet stored at the click when another tab changed the password after the read', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    await readAhead('ana');
    await saveWallet('ana', OTHER, NEW_PASSWORD, { replacing: PASSWORD }); // the other tab
    expect(await unlockWallet('ana', NEW_PASSWORD)).toBe(OTHER);

    await readAhead('ana');
    await saveWallet('ana', PHRASE, PASSWORD, { replacing: NEW_PASSWORD });
    // The old password opens the record read ahead, but that wallet is no longer the one stored.
    await expect(unlockWallet('ana', NEW_PASSWORD)).rejects.toBeInstanceOf(WrongPassword);
  }, 30_000);

  it('reports a wallet deleted or damaged after the read', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    await readAhead('ana');
    await deleteVaultDatabase();
    await expect(unlockWallet('ana', PASSWORD)).rejects.toBeInstanceOf(VaultRecordNotFound);

    await saveWallet('ana', PHRASE, PASSWORD);
    await readAhead('ana');
    const record = JSON.parse((await readRawRecord('ana')) as string) as Record<string, unknown>;
    await writeRawRecord('ana', JSON.stringify({ ...record, iterations: 150_000 }));
    await expect(unlockWallet('ana', PASSWORD)).rejects.toBeInstanceOf(CorruptedRecord);
  }, 30_000);

  it('resolves to the public address the record names, and to null for a username with no wallet', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    expect(await readAhead('ana')).toBe(ADDRESS);
    expect(await readAhead('ana')).toBe(ADDRESS); // read once, asked again on the next key
    expect(await readAhead('bea')).toBeNull();
  });

  it('opens only the username it was read for', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    await saveWallet('bea', OTHER, NEW_PASSWORD);
    await readAhead('ana');
    expect(await unlockWallet('bea', NEW_PASSWORD)).toBe(OTHER);
    await expect(unlockWallet('bea', PASSWORD)).rejects.toBeInstanceOf(WrongPassword);
  }, 30_000);

  it('still re-encrypts a legacy record at the current cost', async () => {
    await writeRawRecord('ana', await makeLegacyRecord(PHRASE, PASSWORD, 150_000));
    await readAhead('ana');
    const { mnemonic, stored } = await openWallet('ana', PASSWORD);
    expect(mnemonic).toBe(PHRASE);
    expect(stored).toBe(await readRawRecord('ana'));
    expect(JSON.parse(stored as string).iterations).toBe(600_000);
  }, 30_000);
});

describe("the record's address, for the balances read while the KDF runs", () => {
  it.each([
    ['read ahead', true],
    ['read at the click', false],
  ])(
    'is told once, before the unlock ends, with the record %s',
    async (_, ahead) => {
      await saveWallet('ana', PHRASE, PASSWORD);
      if (ahead) await readAhead('ana');
      const events: string[] = [];
      const onAddress = vi.fn((address: string) => events.push(address));
      await unlockWallet('ana', PASSWORD, { onAddress }).then(() => events.push('unlocked'));
      expect(events).toEqual([ADDRESS, 'unlocked']);
    },
    30_000,
  );

  it('is not told for a username without a wallet', async () => {
    await readAhead('ana');
    const onAddress = vi.fn();
    await expect(unlockWallet('ana', PASSWORD, { onAddress })).rejects.toBeInstanceOf(VaultRecordNotFound);
    expect(onAddress).not.toHaveBeenCalled();
  });
});
