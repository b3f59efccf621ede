import { beforeEach, describe, expect, it, vi } from 'vitest';
import { es } from '../../i18n';
import { saveWallet, unlockWallet } from '../../services/vault';
import { deleteVaultDatabase, makeLegacyRecord, writeRawRecord } from '../../services/vault/testRecords';
import { registrationFailureMessage } from './registrationFailure';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, issuedKeys } from '../session/testing';
import { renderRegistration, rightAnswers } from './testing';

vi.mock('../../services/account/keys', async (real) => (await import('../session/testing')).trackKeys(await real()));

beforeEach(async () => {
  issuedKeys.length = 0;
  await deleteVaultDatabase();
});

/** A registration that reached the 3-word check. */
async function atCheck(view: ReturnType<typeof renderRegistration>, username = 'bea', mnemonic?: string) {
  expect(await view.run((d) => d.begin(username, { mnemonic }))).toBe(true);
  await view.run((d) => d.noteWords());
  expect(view.draft().state.kind).toBe('verify');
  return view.shown()!;
}

describe('registration, create mode', () => {
  it('shows 25 new words, checks 3 of them, then stores the wallet and opens the session', async () => {
    const view = renderRegistration();
    expect(await view.run((d) => d.begin('bea'))).toBe(true);
    expect(view.draft().state.kind).toBe('words');
    const shown = view.shown()!;
    expect(shown).toMatchObject({ username: 'bea', mode: 'create' });
    expect(shown.words).toHaveLength(25);
    expect(new Set(shown.verifyIndexes).size).toBe(3);
    expect(view.wallet().address).toBeNull();

    await view.run((d) => d.noteWords());
    const right = rightAnswers(shown).map((word) => ` ${word.toUpperCase()} `);
    for (const wrong of [[right[0], right[1], `${right[2].trim()}x`], right.slice(0, 2)])
      expect(await view.run((d) => d.confirm(wrong, PASSWORD))).toBe('wrongWords');
    expect(view.draft().state.kind).toBe('verify');
    expect(view.wallet().address).toBeNull();

    expect(await view.run((d) => d.confirm(right, PASSWORD))).toBe(true);
    expect(view.draft().state.kind).toBe('done');
    expect(view.wallet()).toMatchObject({ address: shown.address, username: 'bea' });
    expect(await unlockWallet('bea', PASSWORD)).toBe(shown.words.join(' '));
    // The session holds the same key the registration made, still intact.
    expect(issuedKeys).toHaveLength(1);
    expect(issuedKeys[0].some((byte) => byte !== 0)).toBe(true);
  });

  it('its steps do not re-render the session’s consumers; only opening the session does', async () => {
    const view = renderRegistration();
    const before = view.sessionRenders();
    const shown = await atCheck(view);
    await view.run((d) => d.confirm(['no', 'no', 'no'], PASSWORD));
    expect(view.sessionRenders()).toBe(before);
    await view.run((d) => d.confirm(rightAnswers(shown), PASSWORD));
    expect(view.sessionRenders()).toBeGreaterThan(before);
  });

  it('cancelling wipes the draft key and forgets the words', async () => {
    const view = renderRegistration();
    const shown = await atCheck(view);
    await view.run((d) => d.cancel());
    expect(view.draft().state).toEqual({ kind: 'form' });
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
    expect(await view.run((d) => d.confirm(rightAnswers(shown), PASSWORD))).toBe('noPending');
  });

  it('closing the screen wipes the draft key', async () => {
    const view = renderRegistration();
    await view.run((d) => d.begin('bea'));
    view.close();
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
  });

  it('starting again replaces the drafted account and wipes the first one', async () => {
    const view = renderRegistration();
    await view.run((d) => d.begin('bea'));
    const first = view.shown()!.address;
    await view.run((d) => d.begin('bea'));
    expect(view.shown()!.address).not.toBe(first);
    expect(issuedKeys[0].every((byte) => byte === 0)).toBe(true);
  });
});

describe('registration, recover mode', () => {
  it('accepts a pasted phrase in any case and spacing and restores its account', async () => {
    const view = renderRegistration();
    const pasted = `\n ${ZERO_PHRASE.toUpperCase().replaceAll(' ', '   ')} `;
    const shown = await atCheck(view, 'ana', pasted);
    expect(shown).toMatchObject({ mode: 'recover', address: ZERO_ADDRESS, words: ZERO_PHRASE.split(' ') });

    expect(await view.run((d) => d.confirm(rightAnswers(shown), PASSWORD))).toBe(true);
    expect(view.wallet().address).toBe(ZERO_ADDRESS);
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);
  });

  it('refuses an invalid phrase and stays on the form', async () => {
    const view = renderRegistration();
    for (const mnemonic of ['abandon '.repeat(24), `${'abandon '.repeat(24)}ability`, `${'abandon '.repeat(24)}mox`]) {
      expect(await view.run((d) => d.begin('ana', { mnemonic }))).toBe('invalidMnemonic');
    }
    expect(registrationFailureMessage('invalidMnemonic')).toBe(es.errors.invalidMnemonic);
    expect(view.draft().state).toEqual({ kind: 'form' });
  });
});

describe('an existing username', () => {
  it('is reported before any words are shown, and replaced only with the stored wallet’s password', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const view = renderRegistration();

    expect(await view.run((d) => d.begin('ana'))).toBe('usernameTaken');
    expect(await view.run((d) => d.begin('ana', { replacing: 'Otra9clave!' }))).toBe('wrongPassword');
    expect(registrationFailureMessage('wrongPassword')).toBe(es.register.replaceWrongPassword);
    expect(view.draft().state).toEqual({ kind: 'form' });
    expect(issuedKeys).toHaveLength(0); // no account was even made
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);

    expect(await view.run((d) => d.begin('ana', { replacing: PASSWORD }))).toBe(true);
    await view.run((d) => d.noteWords());
    const shown = view.shown()!;
    expect(await view.run((d) => d.confirm(rightAnswers(shown), 'Otra9clave!'))).toBe(true);
    expect(await unlockWallet('ana', 'Otra9clave!')).toBe(shown.words.join(' '));
  }, 30_000); // several 600 000-iteration derivations

  it('re-saved by another tab under a new password meanwhile, is not replaced on the old one', async () => {
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);
    const view = renderRegistration();
    expect(await view.run((d) => d.begin('ana', { replacing: PASSWORD }))).toBe(true);
    await view.run((d) => d.noteWords());
    await writeRawRecord('ana', await makeLegacyRecord(ZERO_PHRASE, 'Cambio9clave!', 150_000));

    expect(await view.run((d) => d.confirm(rightAnswers(view.shown()!), 'Otra9clave!'))).toBe('wrongPassword');
    expect(await unlockWallet('ana', 'Cambio9clave!')).toBe(ZERO_PHRASE);
  }, 30_000); // several 600 000-iteration derivations

  it('created by another tab during the registration, is not overwritten', async () => {
    const view = renderRegistration();
    const shown = await atCheck(view, 'ana');
    await saveWallet('ana', ZERO_PHRASE, PASSWORD);

    expect(await view.run((d) => d.confirm(rightAnswers(shown), 'Otra9clave!'))).toBe('usernameTaken');
    expect(view.draft().state.kind).toBe('verify');
    expect(view.wallet().address).toBeNull();
    expect(await unlockWallet('ana', PASSWORD)).toBe(ZERO_PHRASE);
  });
});
