/**
 * A signed-in wallet without walking /register: for journeys that test what comes after it (onboarding.spec and the
 * account-safety journeys register through the screens, and test them). The record is sealed by the vault's own
 * code (sealRecord: the app's KDF, cipher and record format, run in Node's WebCrypto), stored in the page's
 * IndexedDB as the app stores it, then unlocked through /login as a returning user would.
 */
import { expect, type Page } from '@playwright/test';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { sealRecord } from '../../src/services/vault/vault.ts';
import { PASSWORD, homeAddress, login } from './onboarding.ts';

/**
 * Puts `record` under `username` in the page origin's wallet store (the spec's database name, version and store), or
 * deletes it when `record` is null (the browser emptied its storage). Plain IndexedDB in the page, as the app finds it.
 */
export function setStoredRecord(page: Page, username: string, record: string | null): Promise<void> {
  return page.evaluate(
    ({ username, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('MoxWalletDB', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('encryptedWallets');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('encryptedWallets', 'readwrite');
          if (record === null) tx.objectStore('encryptedWallets').delete(username);
          else tx.objectStore('encryptedWallets').put(record, username);
          tx.oncomplete = () => (db.close(), resolve());
          tx.onerror = () => (db.close(), reject(tx.error));
        };
      }),
    { username, record },
  );
}

/** A new wallet stored under `username` (password PASSWORD) and unlocked on /login: its words and /home's address. */
export async function seededWallet(page: Page, username: string): Promise<{ words: string[]; address: string }> {
  const account = generateAccount();
  const mnemonic = secretKeyToMnemonic(account.sk);
  const address = account.addr.toString();
  const record = await sealRecord(mnemonic, PASSWORD, address);
  await page.goto('/login');
  await setStoredRecord(page, username, record);
  await login(page, username, PASSWORD);
  expect(await homeAddress(page)).toBe(address);
  return { words: mnemonic.split(' '), address };
}
