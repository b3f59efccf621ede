import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import {
  ADDRESS,
  PASSWORD,
  answerQuiz,
  createWallet,
  fillForm,
  homeAddress,
  login,
  logout,
  openRegister,
} from './support/onboarding.ts';

test.describe('onboarding', () => {
  test('create → 25 words → verify 3 → /home signed in; logout; login again with the same credentials', async ({
    page,
  }) => {
    const { words, address } = await createWallet(page, 'ana');
    expect(new Set(words).size).toBeGreaterThan(1);
    await logout(page);
    await expect(page.getByTitle(ADDRESS)).toHaveCount(0);

    await login(page, 'ana', PASSWORD);
    await expect(page.getByText(es.login.success)).toBeVisible();
    expect(await homeAddress(page)).toBe(address);
  });

  test('login refuses a wrong password and an unknown user, each with its message, and stays on /login', async ({
    page,
  }) => {
    await createWallet(page, 'ana');
    await logout(page);

    await login(page, 'ana', 'Otra9clave!');
    await expect(page.getByRole('alert')).toHaveText(es.errors.wrongPassword);
    await expect(page.getByLabel(es.login.password, { exact: true })).toBeFocused();

    await page.getByLabel(es.login.username).fill('nadie');
    await page.getByRole('button', { name: es.login.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(es.errors.accountNotFound);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('recovers the same wallet under a new username from its 25 words', async ({ page }) => {
    const { words, address } = await createWallet(page, 'ana');
    await logout(page);

    await openRegister(page, false);
    await fillForm(page, 'ana-recuperada', PASSWORD, words.join(' '));
    await expect(page.getByText(es.register.importedNotice)).toBeVisible();
    await expect(page.getByRole('list', { name: es.register.wordsTitle })).toHaveCount(0);
    await page.getByRole('button', { name: es.register.verifyThree }).click();
    await answerQuiz(page, words);
    await expect(page.getByText(es.register.activated)).toBeVisible();
    expect(await homeAddress(page)).toBe(address);
  });

  test("recover with a word outside the list shows 'Mnemonic inválido' and stays on the form", async ({ page }) => {
    const { words } = await createWallet(page, 'ana');
    await logout(page);

    await openRegister(page, false);
    await fillForm(page, 'ana-mal', PASSWORD, [...words.slice(0, 24), 'moxwallet'].join(' '));
    await expect(page.getByRole('alert')).toHaveText(es.errors.invalidMnemonic);
    await expect(page.getByLabel(es.register.mnemonic)).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: es.register.verifyThree })).toHaveCount(0);
  });
});
