import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteVaultDatabase, readRawRecord } from '../vault/testRecords';
import { WrongPassword } from '../vault/errors';
import { saveWallet, unlockWallet } from '../vault/vault';
import {
  PasskeyCancelled,
  PasskeyNotRegistered,
  PasskeyRecordUnreadable,
  PasskeyUnsupported,
  PasskeyWalletChanged,
} from './errors';
import { enablePasskey, hasPasskey, removePasskey, unlockWithPasskey } from './passkey';
import { anyPasskey } from './presence';
import { installFakeAuthenticator, uninstallFakeAuthenticator, type FakeAuthenticator } from './testing';

const PHRASE = `${'abandon '.repeat(24)}invest`;
const PASSWORD = 'Secreto9@';
const PRF_OUTPUT = Uint8Array.from({ length: 32 }, (_, i) => i + 1);

// The documented constants (ADR 0011, wrapKey.ts), spelled out so the test checks the format, not the code's copy.
const PRF_INPUT = 'mox-wallet/passkey-unlock/v1';
const HKDF_INFO = 'mox-wallet/mnemonic-wrap/aes-gcm-256/v1';
const additionalData = (credentialId: string, username: string) => `mox-passkey-v1\n${credentialId}\n${username}`;

/** A passkey record as stored, read with plain IndexedDB (not the service's store). */
interface StoredPasskey {
  v: number;
  credentialId: string;
  username: string;
  salt: string;
  iv: string;
  ciphertext: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every record of the passkey database (none when it does not exist yet). */
async function storedPasskeys(): Promise<StoredPasskey[]> {
  const names = (await indexedDB.databases()).map(({ name }) => name);
  if (!names.includes('MoxPasskeyDB')) return [];
  const db = await request(indexedDB.open('MoxPasskeyDB'));
  try {
    return await request(db.transaction('passkeyWallets').objectStore('passkeyWallets').getAll());
  } finally {
    db.close();
  }
}

/** The spec's database as a tab would see it: its version and its stores. */
async function vaultShape() {
  const db = await request(indexedDB.open('MoxWalletDB'));
  try {
    return { version: db.version, stores: [...db.objectStoreNames] };
  } finally {
    db.close();
  }
}

const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Opens a record by the documented recipe, with crypto.subtle directly: PRF → HKDF-SHA256 → AES-GCM-256. */
async function openByRecipe(record: StoredPasskey, prfOutput: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: bytes(record.salt), info: utf8(HKDF_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  const plaintext = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes(record.iv),
      additionalData: utf8(additionalData(record.credentialId, record.username)),
    },
    key,
    bytes(record.ciphertext),
  );
  return new TextDecoder().decode(plaintext);
}

/** The error a promise rejects with (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  );
}

let authenticator: FakeAuthenticator;

beforeEach(async () => {
  await deleteVaultDatabase();
  await request(indexedDB.deleteDatabase('MoxPasskeyDB'));
  authenticator = installFakeAuthenticator(PRF_OUTPUT.slice());
  await saveWallet('ana', PHRASE, PASSWORD);
});

afterEach(uninstallFakeAuthenticator);

describe('enablePasskey / unlockWithPasskey', () => {
  it('wraps the words under the PRF output and opens them again with no username given', async () => {
    await enablePasskey('ana', PASSWORD);
    expect(await hasPasskey('ana')).toBe(true);
    expect(await anyPasskey()).toBe(true);

    expect(await unlockWithPasskey()).toEqual({ username: 'ana', mnemonic: PHRASE });
    // A discoverable request: the passkey, not a typed username, says which wallet to open.
    expect(authenticator.asked.at(-1)?.publicKey?.allowCredentials).toEqual([]);
  });

  it('asks for a resident passkey with user verification and the documented PRF input', async () => {
    await enablePasskey('ana', PASSWORD);
    const options = authenticator.created[0].publicKey;
    expect(options?.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const input = options?.extensions?.prf?.eval?.first as Uint8Array;
    expect(new TextDecoder().decode(input)).toBe(PRF_INPUT);
    expect(authenticator.asked.every((asked) => asked.publicKey?.userVerification === 'required')).toBe(true);
  });

  it('stores a record that the documented recipe opens with the given PRF output, and no word in clear', async () => {
    await enablePasskey('ana', PASSWORD);
    const [record] = await storedPasskeys();
    expect(record).toMatchObject({ v: 1, username: 'ana' });
    expect(bytes(record.salt)).toHaveLength(32);
    expect(bytes(record.iv)).toHaveLength(12);
    expect(JSON.stringify(record)).not.toContain('abandon');
    expect(await openByRecipe(record, PRF_OUTPUT.slice())).toBe(PHRASE);
  });

  it('uses a fresh iv and salt on every wrap, and keeps one passkey per wallet', async () => {
    await enablePasskey('ana', PASSWORD);
    const [first] = await storedPasskeys();
    await enablePasskey('ana', PASSWORD);
    const records = await storedPasskeys();

    expect(records).toHaveLength(1);
    const [second] = records;
    expect(second.iv).not.toBe(first.iv);
    expect(second.salt).not.toBe(first.salt);
    expect(second.ciphertext).not.toBe(first.ciphertext);
    // The replaced passkey is one the device is asked to forget; the new one opens the wallet.
    expect(authenticator.forgotten).toEqual([first.credentialId]);
    expect(await unlockWithPasskey()).toEqual({ username: 'ana', mnemonic: PHRASE });
  });

  it('leaves the spec record byte for byte as it was, in MoxWalletDB v1 with its one store', async () => {
    const before = await readRawRecord('ana');
    await enablePasskey('ana', PASSWORD);
    expect(await readRawRecord('ana')).toBe(before);
    expect(await vaultShape()).toEqual({ version: 1, stores: ['encryptedWallets'] });
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
  });
});

describe('what goes wrong', () => {
  it('a different PRF output is the typed "unreadable" failure, never a raw crypto exception, and the password still opens', async () => {
    await enablePasskey('ana', PASSWORD);
    authenticator.prfOutput = PRF_OUTPUT.map((byte) => byte ^ 0xff);

    const error = await failureOf(unlockWithPasskey());
    expect(error).toBeInstanceOf(PasskeyRecordUnreadable);
    expect(error).toMatchObject({ kind: 'unreadable' });
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
  });

  it('an authenticator without PRF is "unsupported": nothing is stored and its new passkey is forgotten', async () => {
    authenticator.hasPrf = false;
    const before = await readRawRecord('ana');

    const error = await failureOf(enablePasskey('ana', PASSWORD));
    expect(error).toBeInstanceOf(PasskeyUnsupported);
    expect(error).toMatchObject({ kind: 'unsupported' });
    expect(await hasPasskey('ana')).toBe(false);
    expect(await storedPasskeys()).toEqual([]);
    expect(authenticator.forgotten).toHaveLength(1);
    expect(await readRawRecord('ana')).toBe(before);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
  });

  it('an assertion that brings no PRF result is "unsupported" too', async () => {
    await enablePasskey('ana', PASSWORD);
    authenticator.hasPrf = false;
    expect(await failureOf(unlockWithPasskey())).toBeInstanceOf(PasskeyUnsupported);
  });

  it('a browser without WebAuthn is "unsupported" before any dialog', async () => {
    uninstallFakeAuthenticator();
    expect(await failureOf(enablePasskey('ana', PASSWORD))).toBeInstanceOf(PasskeyUnsupported);
    expect(await storedPasskeys()).toEqual([]);
  });

  it('a dismissed dialog is "cancelled" and stores nothing', async () => {
    authenticator.refuse = 'NotAllowedError';
    expect(await failureOf(enablePasskey('ana', PASSWORD))).toBeInstanceOf(PasskeyCancelled);
    expect(await hasPasskey('ana')).toBe(false);
  });

  it('a wrong password creates no passkey at all', async () => {
    expect(await failureOf(enablePasskey('ana', 'Otra9clave!'))).toBeInstanceOf(WrongPassword);
    expect(authenticator.created).toHaveLength(0);
    expect(await anyPasskey()).toBe(false);
  });
});

describe('removePasskey', () => {
  it('forgets the passkey record and leaves the password record intact and readable', async () => {
    const before = await readRawRecord('ana');
    await enablePasskey('ana', PASSWORD);
    const [record] = await storedPasskeys();

    await removePasskey('ana');
    expect(await hasPasskey('ana')).toBe(false);
    expect(await anyPasskey()).toBe(false);
    expect(authenticator.forgotten).toEqual([record.credentialId]);
    expect(await failureOf(unlockWithPasskey())).toBeInstanceOf(PasskeyNotRegistered);

    expect(await readRawRecord('ana')).toBe(before);
    expect(await unlockWallet('ana', PASSWORD)).toBe(PHRASE);
  });

  it("removes only that wallet's passkey", async () => {
    await saveWallet('bea', PHRASE, PASSWORD);
    await enablePasskey('bea', PASSWORD);
    await removePasskey('ana');
    expect(await hasPasskey('bea')).toBe(true);
    expect(await unlockWithPasskey()).toEqual({ username: 'bea', mnemonic: PHRASE });
  });
});

describe('a passkey and a wallet replaced in another tab (issue 31 item 9)', () => {
  // Another wallet's words (a valid phrase: the vault refuses a wrong checksum word).
  const OTHER_PHRASE = secretKeyToMnemonic(generateAccount().sk);
  const OTHER_PASSWORD = 'Nueva9clave!';

  it('a wallet replaced while the device asks for the passkey: the passkey is not kept and the old words never open', async () => {
    authenticator.whilePrompting = () => saveWallet('ana', OTHER_PHRASE, OTHER_PASSWORD, { replacing: PASSWORD });

    const error = await failureOf(enablePasskey('ana', PASSWORD));

    expect(error).toBeInstanceOf(PasskeyWalletChanged);
    expect(error).toMatchObject({ kind: 'walletChanged' });
    expect(await storedPasskeys()).toEqual([]);
    expect(await failureOf(unlockWithPasskey())).toBeInstanceOf(PasskeyNotRegistered);
    expect(authenticator.forgotten).toHaveLength(1);
    expect(await unlockWallet('ana', OTHER_PASSWORD)).toBe(OTHER_PHRASE);
  });

  it('replacing a wallet deletes its passkeys and asks the device to forget them', async () => {
    await enablePasskey('ana', PASSWORD);
    const [record] = await storedPasskeys();

    await saveWallet('ana', OTHER_PHRASE, OTHER_PASSWORD, { replacing: PASSWORD });

    expect(await storedPasskeys()).toEqual([]);
    await vi.waitFor(() => expect(authenticator.forgotten).toEqual([record.credentialId]));
    expect(await failureOf(unlockWithPasskey())).toBeInstanceOf(PasskeyNotRegistered);
  });
});
