import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { PASSWORD, createWallet, homeAddress, login, logout } from './support/onboarding.ts';
import { addVirtualAuthenticator, dumpWebStorage, prfOutputHex } from './support/passkey.ts';

// The documented PRF input (src/services/passkey/wrapKey.ts), spelled out: the test does not import the app's code.
const PRF_INPUT = 'mox-wallet/passkey-unlock/v1';

async function activatePasskey(page: Page, password = PASSWORD) {
  await page.getByRole('button', { name: es.passkey.activate }).click();
  const dialog = page.getByRole('dialog', { name: es.passkey.confirmTitle });
  await dialog.getByLabel(es.login.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: es.passkey.confirmSubmit }).click();
  return dialog;
}

/** Every IndexedDB value, localStorage and sessionStorage hold none of the words, nor the passkey's PRF output. */
async function expectNoKeyMaterial(page: Page, words: readonly string[], prfHex?: string) {
  const dump = await dumpWebStorage(page);
  expect(dump).toContain('MoxWalletDB@1'); // the dump did read the vault
  for (let i = 0; i + 2 < words.length; i++) expect(dump).not.toContain(words.slice(i, i + 3).join(' '));
  if (prfHex) {
    expect(dump.toLowerCase()).not.toContain(prfHex);
    expect(dump).not.toContain(Buffer.from(prfHex, 'hex').toString('base64').slice(0, 40));
  }
}

test.describe('passkey unlock (WebAuthn PRF)', () => {
  test('activate on /home, log out, enter with the passkey and no username to the same address; the password still works', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page, true);
    const { words, address } = await createWallet(page, 'ana');
    const vaultBefore = JSON.parse(await dumpWebStorage(page)).databases['MoxWalletDB@1'];

    const dialog = await activatePasskey(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: es.passkey.activated })).toBeVisible();
    await expect(page.getByRole('button', { name: es.passkey.remove })).toBeVisible();
    // The spec's record is untouched, and the database is still version 1 with its one store.
    expect(JSON.parse(await dumpWebStorage(page)).databases['MoxWalletDB@1']).toEqual(vaultBefore);

    await logout(page);
    await expect(page.getByLabel(es.login.username)).toHaveValue('');
    await page.getByRole('button', { name: es.passkey.login }).click();
    expect(await homeAddress(page)).toBe(address);
    await expect(page.getByText(es.login.success)).toBeVisible();

    await logout(page);
    await login(page, 'ana', PASSWORD);
    expect(await homeAddress(page)).toBe(address);

    await expectNoKeyMaterial(page, words, await prfOutputHex(page, PRF_INPUT));
  });

  test('a wrong password activates nothing; removing the passkey leaves only the password, and a new one gets a fresh iv', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page, true);
    const { address } = await createWallet(page, 'bea');

    const dialog = await activatePasskey(page, 'Otra9clave!');
    await expect(dialog.getByRole('alert')).toHaveText(es.errors.wrongPassword);
    await dialog.getByRole('button', { name: es.ui.close }).click();
    await expect(page.getByRole('button', { name: es.passkey.activate })).toBeVisible();

    await activatePasskey(page);
    await expect(page.getByRole('button', { name: es.passkey.remove })).toBeVisible();
    const first = JSON.parse(await dumpWebStorage(page)).databases['MoxPasskeyDB@1'].passkeyWallets.values[0];
    expect(first).toMatchObject({ v: 1, username: 'bea' });

    await page.getByRole('button', { name: es.passkey.remove }).click();
    await expect(page.getByText(es.passkey.removed)).toBeVisible();
    await expect(page.getByRole('button', { name: es.passkey.activate })).toBeVisible();
    expect(JSON.parse(await dumpWebStorage(page)).databases['MoxPasskeyDB@1'].passkeyWallets.values).toEqual([]);

    await logout(page);
    await expect(page.getByRole('button', { name: es.passkey.login })).toHaveCount(0);
    await login(page, 'bea', PASSWORD);
    expect(await homeAddress(page)).toBe(address);

    await activatePasskey(page);
    await expect(page.getByRole('button', { name: es.passkey.remove })).toBeVisible();
    const second = JSON.parse(await dumpWebStorage(page)).databases['MoxPasskeyDB@1'].passkeyWallets.values[0];
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  test('an authenticator without PRF: told in Spanish this device cannot use a passkey, nothing stored, password still works', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page, false);
    const { words, address } = await createWallet(page, 'carla');

    const dialog = await activatePasskey(page);
    await expect(dialog.getByRole('alert')).toHaveText(es.passkey.unsupported);
    await dialog.getByRole('button', { name: es.ui.close }).click();
    await expect(page.getByRole('button', { name: es.passkey.activate })).toBeVisible();
    const databases = JSON.parse(await dumpWebStorage(page)).databases;
    expect(databases['MoxPasskeyDB@1']?.passkeyWallets.values ?? []).toEqual([]);

    await logout(page);
    await expect(page.getByRole('button', { name: es.passkey.login })).toHaveCount(0);
    await login(page, 'carla', PASSWORD);
    expect(await homeAddress(page)).toBe(address);
    await expectNoKeyMaterial(page, words);
  });
});
