/**
 * Issue 29, "a wallet nobody can lose": the 25 words shown again, a new password, the forgotten-password recovery,
 * the answer to persist() used, and the remembered account; at 390×844 in an es-ES and an es-MX browser.
 */
import { expect, test, type Page } from '@playwright/test';
import { mnemonicToSecretKey } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { PASSWORD, answerQuiz, createWallet, homeAddress, login, logout } from './support/onboarding.ts';
import { algod, fill } from './support/paid.ts';
import { setStoredRecord } from './support/seededWallet.ts';

const NEW_PASSWORD = 'Nueva8clave$';
const unique = (name: string) => `${name}${Date.now().toString(36)}`;

/** Counts the app's calls to navigator.storage.persist() and answers them `granted`. */
async function answerPersist(page: Page, granted: boolean) {
  await page.addInitScript((answer) => {
    const counted = window as unknown as { persistCalls: number };
    counted.persistCalls = 0;
    navigator.storage.persist = async () => {
      counted.persistCalls += 1;
      return answer;
    };
  }, granted);
}
const persistCalls = (page: Page) => page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls);

/** Opens 'Ver mis 25 palabras', confirms with the password and reveals: the words the dialog shows. */
async function revealWords(page: Page, password = PASSWORD): Promise<string[]> {
  await page.getByRole('button', { name: es.security.showWords }).click();
  const dialog = page.getByRole('dialog', { name: es.security.revealTitle });
  await dialog.getByLabel(es.login.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: es.security.unlockSubmit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(es.security.revealWarning);
  // Decrypted, but not in the page until the user reveals them on purpose.
  await expect(dialog.getByRole('list', { name: es.security.revealTitle })).toHaveCount(0);
  await dialog.getByRole('button', { name: es.security.reveal }).click();
  const list = dialog.getByRole('list', { name: es.security.revealTitle });
  await expect(list.getByRole('listitem')).toHaveCount(25);
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim().split(/\s+/).pop() ?? '');
}

/** The address the ledger's own key derivation gives these words, and that algod knows the account. */
async function expectLedgerAddress(words: readonly string[], address: string) {
  expect(mnemonicToSecretKey(words.join(' ')).addr.toString()).toBe(address);
  expect((await algod.accountInformation(address).do()).address.toString()).toBe(address);
}

for (const locale of ['es-ES', 'es-MX']) {
  test.describe(`keeping the wallet (${locale})`, () => {
    test.use({ locale });

    test('persist() is asked once the wallet is saved; a refusal is explained on /home; the revealed words are the registration’s and hide with the tab', async ({
      page,
    }) => {
      await answerPersist(page, false);
      const { words, address } = await createWallet(page, unique('ver'));
      expect(await persistCalls(page)).toBeGreaterThanOrEqual(1);
      await expect(page.getByText(es.security.storageTitle)).toBeVisible();
      await expect(page.getByText(es.security.storageRefused)).toBeVisible();
      await expect(page.getByText(es.security.keepWords)).toBeVisible();

      const shown = await revealWords(page);
      expect(shown).toEqual(words);
      await expectLedgerAddress(shown, address);
      const dialog = page.getByRole('dialog', { name: es.security.revealTitle });
      await expect(dialog.getByRole('button', { name: /copiar/i })).toHaveCount(0);
      await expect(dialog.getByRole('list', { name: es.security.revealTitle })).toHaveCSS('user-select', 'none');

      // The tab is hidden: the words leave the page at once.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect(dialog.getByRole('list', { name: es.security.revealTitle })).toHaveCount(0);
      await expect(dialog.getByText(es.security.hiddenNotice)).toBeVisible();
      expect(await page.content()).not.toContain(words.slice(0, 3).join(''));
    });

    test('a granted persist() shows no storage notice; a wrong password reveals nothing', async ({ page }) => {
      await answerPersist(page, true);
      await createWallet(page, unique('ok'));
      await expect(page.getByRole('button', { name: es.security.showWords })).toBeVisible();
      await expect(page.getByText(es.security.storageTitle)).toHaveCount(0);

      await page.getByRole('button', { name: es.security.showWords }).click();
      const dialog = page.getByRole('dialog', { name: es.security.revealTitle });
      await dialog.getByLabel(es.login.password, { exact: true }).fill('Otra9clave!');
      await dialog.getByRole('button', { name: es.security.unlockSubmit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(es.errors.wrongPassword);
      await expect(dialog.getByRole('button', { name: es.security.reveal })).toHaveCount(0);
    });

    test('a changed password opens the wallet and the old one does not', async ({ page }) => {
      const username = unique('cambio');
      const { words, address } = await createWallet(page, username);
      await page.getByRole('button', { name: es.security.changePassword }).click();
      const dialog = page.getByRole('dialog', { name: es.security.changeTitle });
      await dialog.getByLabel(es.security.currentPassword, { exact: true }).fill(PASSWORD);
      await dialog.getByLabel(es.security.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByLabel(es.security.confirmPassword, { exact: true }).fill('Nueva8clave!');
      await dialog.getByRole('button', { name: es.security.changeSubmit }).click();
      await expect(dialog.getByText(es.register.passwordMismatch)).toBeVisible();
      await dialog.getByLabel(es.security.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: es.security.changeSubmit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(es.security.passwordChanged)).toBeVisible();

      await logout(page);
      await login(page, username, PASSWORD);
      await expect(page.getByText(es.errors.wrongPassword)).toBeVisible();
      await page.getByLabel(es.login.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: es.login.submit, exact: true }).click();
      expect(await homeAddress(page)).toBe(address);
      expect(await revealWords(page, NEW_PASSWORD)).toEqual(words);
    });

    test('a forgotten password: the 25 words recover the same username and address; other words need the old password', async ({
      page,
    }) => {
      const username = unique('olvido');
      const { words, address } = await createWallet(page, username);
      await logout(page);
      await page.getByLabel(es.login.username).fill(username);
      await page.getByRole('link', { name: es.login.forgot }).click();
      await expect(page).toHaveURL(new RegExp(`/register\\?recuperar=${username}$`));
      await expect(page.getByText(fill(es.register.forgotNotice, { username }))).toBeVisible();
      await expect(page.getByLabel(es.register.username)).toHaveValue(username);

      // Someone else's words under this username: the stored wallet is not replaced without its password.
      const stranger = `${'zoo '.repeat(23)}abstract adapt`;
      await page.getByLabel(es.register.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(es.register.confirmPassword).fill(NEW_PASSWORD);
      await page.getByLabel(es.register.mnemonic).fill(stranger);
      await page.getByRole('button', { name: es.register.submitRecover }).click();
      const replace = page.getByRole('dialog', { name: es.register.replaceTitle });
      await expect(replace).toBeVisible();
      await replace.getByRole('button', { name: es.common.cancel }).click();

      await page.getByLabel(es.register.mnemonic).fill(words.join(' '));
      await page.getByRole('button', { name: es.register.submitRecover }).click();
      await expect(page.getByText(fill(es.register.sameWallet, { username }))).toBeVisible();
      await page.getByRole('button', { name: es.register.verifyThree }).click();
      await answerQuiz(page, words);
      expect(await homeAddress(page)).toBe(address);
      await expectLedgerAddress(words, address);

      await logout(page);
      await login(page, username, PASSWORD);
      await expect(page.getByText(es.errors.wrongPassword)).toBeVisible();
      await page.getByLabel(es.login.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: es.login.submit, exact: true }).click();
      expect(await homeAddress(page)).toBe(address);
    });

    test('the remembered account shows on the next /login, is forgotten in one click, and a vanished wallet leads to the words', async ({
      page,
    }) => {
      const username = unique('recuerdo');
      const { address } = await createWallet(page, username);
      await logout(page);
      await page.getByLabel(es.login.username).fill(username);
      await page.getByLabel(es.login.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: es.login.remember }).check();
      await page.getByRole('button', { name: es.login.submit, exact: true }).click();
      expect(await homeAddress(page)).toBe(address);
      await logout(page);

      await expect(page.getByText(fill(es.login.lastAccount, { username }))).toBeVisible();
      await expect(page.getByLabel(es.login.username)).toHaveValue(username);
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(stored).toEqual({ accountAddress: address, accountUsername: username });

      // The browser empties its storage: the next /login says so and leads to the recovery, never a bare "not found".
      await setStoredRecord(page, username, null);
      await page.reload();
      await expect(page.getByText(es.login.vanishedTitle)).toBeVisible();
      await page.getByRole('link', { name: es.login.recoverWithWords }).click();
      await expect(page).toHaveURL(new RegExp(`/register\\?recuperar=${username}$`));

      await page.goto('/login');
      await page.getByRole('button', { name: es.login.forget }).click();
      await expect(page.getByText(fill(es.login.lastAccount, { username }))).toHaveCount(0);
      await expect(page.getByLabel(es.login.username)).toHaveValue('');
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });
  });
}
