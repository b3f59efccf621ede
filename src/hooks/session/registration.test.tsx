import { beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { saveWallet, unlockWallet } from '../../services/vault';
import { deleteVaultDatabase, makeLegacyRecord, writeRawRecord } from '../../services/vault/testRecords';
import { registrationFailureMessage } from './failures';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, issuedKeys, renderSession } from './testing';

vi.mock('../../services/account/keys', async (real) => (await import('./testing')).trackKeys(await real()));

beforeEach(async () => {
  issuedKeys.length = 0;
  await deleteVaultDatabase();
});

describe('registration, create mode', () => {
  it('shows 25 new words, verifies 3 of them, then stores the wallet and opens the session', async () => {
    const { session, run } = renderSession();
    expect(await run((s) => s.beginRegistration('bea'))).toBe(true);

    const pending = session().pending!;
    expect(pending).toMatchObject({ username: 'bea', mode: 'create' });
    expect(pending.words).toHaveLength(25);
    expect(new Set(pending.verifyIndexes).size).toBe(3);
    expect(session().address).toBeNull();

    const right = pending.verifyIndexes.map((i) => ` ${pending.words[i].toUpperCase()} `);
    expect(session().verifyWords(right)).toBe(true);
    expect(session().verifyWords([right[0], right[1], `${right[2].trim()}x`])).toBe(false);
    expect(session().verifyWords(right.slice(0, 2))).toBe(false);

    expect(await run((s) => s.setPassword(PASSWORD))).toBe(true);
    expect(session()).toMatchObject({ address: pending.address, username: 'bea', pending: null });
    expect(await unlockWallet('bea', PASSWORD)).toBe(pending.words.join(' '));
    // The session holds the same key the registration made, still intact.
    expect(issuedKeys).toHaveLength(1);
    expect(issuedKeys[0].some((byte) => byte !== 0)).toBe(true);
  });

  it('cancelling wipes the pending key and forgets the words', async () => {
    const { session, run } = renderSession();
    await run((s) => s.beginRegistration('bea'));
    await run((s) => s.cancelRegistration());
    expect(session().pending).toBeNull();
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
    expect(await run((s) => s.setPassword(PASSWORD))).toBe('noPending');
  });

  it('starting again replaces the pending account and wipes the first one', async () => {
    const { session, run } = renderSession();
    await run((s) => s.beginRegistration('bea'));
    const first = session().pending!.address;
    await run((s) => s.beginRegistration('bea'));
    expect(session().pending!.address).not.toBe(first);
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
  });
});

describe('registration, recover mode', () => {
  it('accepts a pasted phrase in any case and spacing and restores its account', async () => {
    const { session, run } = renderSession();
    const pasted = `\n ${ZERO_PHRASE.toUpperCase().replaceAll(' ', '   ')} `;
    expect(await run((s) => s.beginRegistration('ana', { mnemonic: pasted }))).toBe(true);
    expect(session().pending).toMatchObject({ mode: 'recover', address: ZERO_ADDRESS, words: ZERO_PHRASE.split(' ') });

    expect(await run((s) => s.setPassword(PASSWORD))).toBe(true);
    expect(session().address).toBe(ZERO_ADDRESS);
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);
  });

  it('refuses an invalid phrase and stays on the form', async () => {
    const { session, run } = renderSession();
    for (const mnemonic of ['abandon '.repeat(24), `${'abandon '.repeat(24)}ability`, `${'abandon '.repeat(24)}mox`]) {
      expect(await run((s) => s.beginRegistration('ana', { mnemonic }))).toBe('invalidMnemonic');
    }
    expect(registrationFailureMessage('invalidMnemonic')).toBe(es.errors.invalidMnemonic);
    expect(session().pending).toBeNull();
  });
});

describe('an existing username', () => {
  it('is reported before any words are shown, and replaced only with the stored wallet’s password', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const { session, run } = renderSession();

    expect(await run((s) => s.beginRegistration('ana'))).toBe('usernameTaken');
    expect(await run((s) => s.beginRegistration('ana', { replacing: 'Otra9clave!' }))).toBe('wrongPassword');
    expect(registrationFailureMessage('wrongPassword')).toBe(es.register.replaceWrongPassword);
    expect(session().pending).toBeNull();
    expect(issuedKeys).toHaveLength(0); // no account was even made
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);

    expect(await run((s) => s.beginRegistration('ana', { replacing: PASSWORD }))).toBe(true);
    const words = session().pending!.words.join(' ');
    expect(await run((s) => s.setPassword('Otra9clave!'))).toBe(true);
    expect(await unlockWallet('ana', 'Otra9clave!')).toBe(words);
  }, 30_000); // several 600 000-iteration derivations

  it('re-saved by another tab under a new password meanwhile, is not replaced on the old one', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const { run } = renderSession();
    expect(await run((s) => s.beginRegistration('ana', { replacing: PASSWORD }))).toBe(true);
    await writeRawRecord('ana', await makeLegacyRecord(ZERO_PHRASE, 'Cambio9clave!', 150_000));

    expect(await run((s) => s.setPassword('Otra9clave!'))).toBe('wrongPassword');
    expect(await unlockWallet('ana', 'Cambio9clave!')).toBe(ZERO_PHRASE);
  }, 30_000); // several 600 000-iteration derivations

  it('created by another tab during the registration, is not overwritten', async () => {
    const { session, run } = renderSession();
    await run((s) => s.beginRegistration('ana'));
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);

    expect(await run((s) => s.setPassword('Otra9clave!'))).toBe('usernameTaken');
    expect(session().pending).not.toBeNull();
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);
  });
});
