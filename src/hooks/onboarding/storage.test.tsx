import { beforeEach, describe, expect, it } from 'vitest';
import { mnemonicToSecretKey } from 'algosdk';
import { deleteVaultDatabase, makeLegacyRecord, readRawRecord, writeRawRecord } from '../../services/vault/testRecords';
import { PASSWORD, ZERO_ADDRESS, ZERO_PHRASE, rememberedInStorage, signIn } from '../session/testing';
import { renderRegistration, rightAnswers } from './testing';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Every way a phrase or its key could plausibly have been written down as text. */
function secretForms(phrase: string): string[] {
  const { sk } = mnemonicToSecretKey(phrase);
  const seed = sk.slice(0, 32);
  return [
    phrase,
    hex(sk),
    hex(seed),
    base64(sk),
    base64(seed),
    base64(sk).replace(/=+$/, ''),
    Array.from(seed).join(','),
    JSON.stringify(Array.from(seed)),
  ];
}

function webStorageText(): string[] {
  return [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => storage.key(i)!).flatMap((key) => [
      key,
      storage.getItem(key) ?? '',
    ]),
  );
}

/** Fails if any web-storage key or value holds a word of the phrase (as a whole lower-case word) or the key in any form. */
function expectNoSecretsInWebStorage(phrases: string[]) {
  const texts = webStorageText();
  const words = new Set(phrases.flatMap((phrase) => phrase.split(' ')));
  for (const text of texts) {
    // Mnemonic words are lower case; addresses are upper-case base32, so they cannot produce a false match here. A
    // camel-case name stays one token: the remembered 'accountAddress' must not read as the word 'account', which a
    // new random phrase holds about once in eighty.
    for (const token of text.split(/[^A-Za-z]+/)) expect(words.has(token), `"${token}" in web storage`).toBe(false);
    for (const form of phrases.flatMap(secretForms)) expect(text).not.toContain(form);
  }
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await deleteVaultDatabase();
});

describe('no secret ever reaches web storage', () => {
  it('the check itself catches a planted word or key', () => {
    sessionStorage.setItem('draft', `words: ${ZERO_PHRASE.split(' ')[24]}`);
    expect(() => expectNoSecretsInWebStorage([ZERO_PHRASE])).toThrow();
    sessionStorage.setItem('draft', hex(mnemonicToSecretKey(ZERO_PHRASE).sk));
    expect(() => expectNoSecretsInWebStorage([ZERO_PHRASE])).toThrow();
  });

  it('through create, verify, set password, remember, logout, failed and good logins, recovery and a legacy upgrade', async () => {
    const view = renderRegistration();
    const { run } = view;
    const phrases = [ZERO_PHRASE];

    expect(await run((d) => d.begin('bea'))).toBe(true);
    await run((d) => d.noteWords());
    const created = view.shown()!;
    phrases.push(created.words.join(' '));
    expectNoSecretsInWebStorage(phrases);
    expect(await run((d) => d.confirm(rightAnswers(created), PASSWORD))).toBe(true);
    await run((_, s) => s.rememberAddress());
    expect(rememberedInStorage()).toEqual({ address: created.address, username: 'bea', keys: 2 });
    expectNoSecretsInWebStorage(phrases);

    await run((_, s) => s.logout());
    expect(await run((_, s) => signIn(s, 'bea', 'Secreto9!'))).toBe('wrongPassword');
    expect(await run((_, s) => signIn(s, 'bea', PASSWORD))).toBe(true);
    expectNoSecretsInWebStorage(phrases);

    view.close(); // the finished registration screen leaves; a new one opens for the recovery
    view.reopen();
    expect(await run((d) => d.begin('ana', { mnemonic: ZERO_PHRASE }))).toBe(true);
    await run((d) => d.noteWords());
    expect(await run((d) => d.confirm(rightAnswers(view.shown()!), PASSWORD))).toBe(true);
    await run((_, s) => s.rememberAddress());
    expect(rememberedInStorage()).toEqual({ address: ZERO_ADDRESS, username: 'ana', keys: 2 });
    expectNoSecretsInWebStorage(phrases);

    await writeRawRecord('carla', await makeLegacyRecord(ZERO_PHRASE, PASSWORD, 150_000));
    expect(await run((_, s) => signIn(s, 'carla', PASSWORD))).toBe(true);
    expect(JSON.parse(String(await readRawRecord('carla'))).iterations).toBe(600_000);
    await run((_, s) => s.logout());
    expectNoSecretsInWebStorage(phrases);
    expect(sessionStorage.length).toBe(0);

    // The vault holds only ciphertext.
    for (const username of ['ana', 'bea', 'carla']) {
      const record = String(await readRawRecord(username));
      for (const form of phrases.flatMap(secretForms)) expect(record).not.toContain(form);
    }
  });
});
