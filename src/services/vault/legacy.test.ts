// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidMnemonic } from '../account/errors';
import { WrongPassword } from './errors';
import { decryptRecord, deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from './testRecords';
import { unlockWallet } from './vault';

const PHRASE = `${'abandon '.repeat(24)}invest`;
const PASSWORD = 'Secreto9@';

beforeEach(deleteVaultDatabase);

describe.each([150_000, 250_000])('a legacy record made at %i iterations (no cost in it)', (iterations) => {
  it('unlocks, is re-encrypted at 600 000 with a fresh salt, and still unlocks', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, iterations);
    await writeRawRecord('ana', legacy);

    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);

    const upgraded = (await readRawRecord('ana')) as string;
    const record = JSON.parse(upgraded);
    expect(record).toMatchObject({ v: 1, iterations: 600_000 });
    expect(record.salt).not.toBe(JSON.parse(legacy).salt);
    expect(await decryptRecord(upgraded, PASSWORD, 600_000)).toBe(PHRASE);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
    expect(await readRawRecord('ana')).toBe(upgraded);
  });

  it('refuses a wrong password after trying both legacy costs, and is left as it was', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, iterations);
    await writeRawRecord('ana', legacy);
    await expect(unlockWallet('ana', 'Secreto9!')).rejects.toBeInstanceOf(WrongPassword);
    expect(await readRawRecord('ana')).toBe(legacy);
  });
});

describe('legacy records that decrypt to something else', () => {
  it.each([
    ['24 words', 'abandon '.repeat(24)],
    ['26 words', `${PHRASE} abandon`],
    ['an empty text', ''],
  ])('%s: InvalidMnemonic, and the record is not rewritten', async (_, plaintext) => {
    const legacy = await makeLegacyRecord(plaintext, PASSWORD, 150_000);
    await writeRawRecord('ana', legacy);
    await expect(unlockWallet('ana', PASSWORD)).rejects.toBeInstanceOf(InvalidMnemonic);
    expect(await readRawRecord('ana')).toBe(legacy);
  });

  it('a flipped ciphertext bit in a legacy record (no digest) reads as a wrong password: GCM cannot tell them apart', async () => {
    const record = JSON.parse(await makeLegacyRecord(PHRASE, PASSWORD, 250_000));
    const bytes = Uint8Array.from(atob(record.ciphertext), (c) => c.charCodeAt(0));
    bytes[0] ^= 0x80;
    const damaged = JSON.stringify({ ...record, ciphertext: btoa(String.fromCharCode(...bytes)) });
    await writeRawRecord('ana', damaged);
    await expect(unlockWallet('ana', PASSWORD)).rejects.toBeInstanceOf(WrongPassword);
    expect(await readRawRecord('ana')).toBe(damaged);
  });
});
