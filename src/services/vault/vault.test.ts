import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidMnemonic } from '../account/errors';
import { CorruptedRecord, UsernameTaken, VaultRecordNotFound, WrongPassword } from './errors';
import { decryptRecord, deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from './testRecords';
import { hasWallet } from './presence';
import { saveWallet, unlockWallet } from './vault';

const PHRASE = `${'abandon '.repeat(24)}invest`;
/** The address of PHRASE (the all-zero seed's; reference/security-perf.md A8). */
const ADDRESS = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';
const PASSWORD = 'Secreto9@';

beforeEach(deleteVaultDatabase);

/** The error a promise rejects with (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

describe('saveWallet / unlockWallet', () => {
  it('round-trips the phrase and stores the spec record plus version, cost, digest and the public address', async () => {
    await saveWallet('ana', `  ${PHRASE.toUpperCase()} `, PASSWORD);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);

    const stored = await readRawRecord('ana');
    expect(typeof stored).toBe('string');
    const record = JSON.parse(stored as string) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['address', 'ciphertext', 'digest', 'iterations', 'iv', 'salt', 'v']);
    expect(record).toMatchObject({ v: 1, iterations: 600_000, address: ADDRESS });
    expect(atob(record.salt as string)).toHaveLength(16);
    expect(atob(record.iv as string)).toHaveLength(12);
    expect(stored).not.toContain('abandon');
    // An independent implementation of the spec's recipe opens it: the format is the spec's, not private to us.
    expect(await decryptRecord(stored as string, PASSWORD, 600_000)).toBe(PHRASE);
  });

  it('uses a fresh salt and iv on every save', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    await saveWallet('bea', PHRASE, PASSWORD);
    const [a, b] = [
      JSON.parse((await readRawRecord('ana')) as string),
      JSON.parse((await readRawRecord('bea')) as string),
    ];
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('knows which usernames have a wallet and reports a missing one as not found', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    expect(await hasWallet('ana')).toBe(true);
    expect(await hasWallet('Ana')).toBe(false);
    expect(await failureOf(unlockWallet('bea', PASSWORD))).toBeInstanceOf(VaultRecordNotFound);
  });

  it('refuses to store a phrase that is not 25 words, or whose checksum word is wrong', async () => {
    expect(await failureOf(saveWallet('ana', 'abandon '.repeat(24), PASSWORD))).toBeInstanceOf(InvalidMnemonic);
    expect(await failureOf(saveWallet('ana', `${'abandon '.repeat(24)}ability`, PASSWORD))).toBeInstanceOf(
      InvalidMnemonic,
    );
    expect(await hasWallet('ana')).toBe(false);
  });

  it('asks the browser to keep its storage after a save, and saves where it cannot ask', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    try {
      await saveWallet('ana', PHRASE, PASSWORD);
      expect(persist).toHaveBeenCalled();
      Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
      await saveWallet('bea', PHRASE, PASSWORD);
      expect(await hasWallet('bea')).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});

describe('overwriting', () => {
  const other = `${'zoo '.repeat(23)}abstract adapt`;

  it('refuses to overwrite a username without the stored wallet’s password, and replaces it with it', async () => {
    await saveWallet('ana', PHRASE, PASSWORD);
    const before = await readRawRecord('ana');

    expect(await failureOf(saveWallet('ana', other, 'Otra9clave!'))).toBeInstanceOf(UsernameTaken);
    expect(await failureOf(saveWallet('ana', other, 'Otra9clave!', { replacing: 'Otra9clave!' }))).toBeInstanceOf(
      WrongPassword,
    );
    expect(await readRawRecord('ana')).toBe(before);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);

    await saveWallet('ana', other, 'Otra9clave!', { replacing: PASSWORD });
    expect(await unlockWallet('ana', 'Otra9clave!')).toBe(other);
    expect(await failureOf(unlockWallet('ana', PASSWORD))).toBeInstanceOf(WrongPassword);
  }, 30_000); // several 600 000-iteration derivations

  it('a legacy record (the spec’s format) is replaced with its password too', async () => {
    const legacy = await makeLegacyRecord(PHRASE, PASSWORD, 150_000);
    await writeRawRecord('ana', legacy);
    expect(await failureOf(saveWallet('ana', other, 'Otra9clave!', { replacing: 'Mala9clave!' }))).toBeInstanceOf(
      WrongPassword,
    );
    expect(await readRawRecord('ana')).toBe(legacy);
    await saveWallet('ana', other, 'Otra9clave!', { replacing: PASSWORD });
    expect(await unlockWallet('ana', 'Otra9clave!')).toBe(other);
  }, 30_000); // several 600 000-iteration derivations

  it('an unreadable record is never replaced, whatever password is given', async () => {
    await writeRawRecord('ana', '{"salt":');
    expect(await failureOf(saveWallet('ana', other, 'Otra9clave!', { replacing: PASSWORD }))).toBeInstanceOf(
      CorruptedRecord,
    );
    expect(await readRawRecord('ana')).toBe('{"salt":');
  });

  it('with nothing stored, a save with a password to replace simply stores', async () => {
    await saveWallet('ana', other, 'Otra9clave!', { replacing: PASSWORD });
    expect(await unlockWallet('ana', 'Otra9clave!')).toBe(other);
  });
});

describe('failures leave the record byte-identical', () => {
  async function expectFailure(stored: string, password: string, expected: new (...args: never[]) => Error) {
    await writeRawRecord('ana', stored);
    const error = await failureOf(unlockWallet('ana', password));
    expect(error).toBeInstanceOf(expected);
    expect(await readRawRecord('ana')).toBe(stored);
    return error;
  }

  async function savedRecord(): Promise<Record<string, unknown>> {
    await saveWallet('ana', PHRASE, PASSWORD);
    return JSON.parse((await readRawRecord('ana')) as string);
  }

  it('wrong password', async () => {
    await expectFailure(JSON.stringify(await savedRecord()), 'Secreto9!', WrongPassword);
  });

  it('one flipped ciphertext bit is damage, not a wrong password (the digest catches it)', async () => {
    const record = await savedRecord();
    const bytes = Uint8Array.from(atob(record.ciphertext as string), (c) => c.charCodeAt(0));
    bytes[5] ^= 0x01;
    const flipped = { ...record, ciphertext: btoa(String.fromCharCode(...bytes)) };
    const error = await expectFailure(JSON.stringify(flipped), PASSWORD, CorruptedRecord);
    expect((error as CorruptedRecord).detail).toBe('digest');
  });

  it('a lowered cost is damage too', async () => {
    const record = await savedRecord();
    await expectFailure(JSON.stringify({ ...record, iterations: 150_000 }), PASSWORD, CorruptedRecord);
  });

  it('truncated JSON', async () => {
    const text = JSON.stringify(await savedRecord());
    const error = await expectFailure(text.slice(0, text.length - 20), PASSWORD, CorruptedRecord);
    expect((error as CorruptedRecord).detail).toBe('json');
  });

  it('bad base64, a wrong iv length, a missing field, an unknown version', async () => {
    const record = await savedRecord();
    const damaged = [
      { ...record, salt: '%%%%' },
      { ...record, iv: btoa('x'.repeat(16)) },
      { ...record, ciphertext: undefined },
      { ...record, v: 2 },
    ];
    for (const value of damaged) {
      const error = await expectFailure(JSON.stringify(value), PASSWORD, CorruptedRecord);
      expect((error as CorruptedRecord).detail).toBe('field');
    }
  });

  it('a stored value that is not text', async () => {
    await writeRawRecord('ana', { salt: 'x' });
    expect(await failureOf(unlockWallet('ana', PASSWORD))).toBeInstanceOf(CorruptedRecord);
    expect(await readRawRecord('ana')).toEqual({ salt: 'x' });
  });
});
