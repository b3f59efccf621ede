import { expect, test, type Page } from '@playwright/test';
import { LOCK_MINUTES } from '../src/hooks/session/lockPolicy.ts';
import { es } from '../src/i18n/es.ts';
import { ALGOD } from './support/paid.ts';
import { PASSWORD, createWallet, fillForm, homeAddress, login, logout, openRegister } from './support/onboarding.ts';

/** /login after a lock: the notice says why, the username is filled in, the password is asked for (and focused). */
async function expectLocked(page: Page, username: string, reason: string) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(`${reason} ${es.lock.again}`);
  await expect(page.getByLabel(es.login.username)).toHaveValue(username);
  await expect(page.getByLabel(es.login.password, { exact: true })).toBeFocused();
}

test.describe('auto-lock', () => {
  // fastForward jumps and fires a due timer once; runFor steps through every timer on the way. Both must lock.
  for (const advance of ['fastForward', 'runFor'] as const) {
    test(`16 idle minutes on a fake clock (${advance}) lock the wallet: /login asks for the password again`, async ({
      page,
    }) => {
      await page.clock.install();
      const { address } = await createWallet(page, 'ana');

      await page.clock[advance](`${LOCK_MINUTES.idle + 1}:00`);
      await expectLocked(page, 'ana', es.lock.idle.replace('{minutes}', String(LOCK_MINUTES.idle)));
      await expect(page.getByTitle(address)).toHaveCount(0);

      await page.getByLabel(es.login.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: es.login.submit }).click();
      expect(await homeAddress(page)).toBe(address);
      await expect(page.getByText(es.lock.again)).toHaveCount(0);
    });
  }

  test('a fake clock installed only after sign-in still locks after 16 idle minutes', async ({ page }) => {
    const { address } = await createWallet(page, 'ana');
    await page.clock.install(); // the page's timers were armed on the real clock
    await page.clock.fastForward(`${LOCK_MINUTES.idle + 1}:00`);
    await expectLocked(page, 'ana', es.lock.idle.replace('{minutes}', String(LOCK_MINUTES.idle)));
    await expect(page.getByTitle(address)).toHaveCount(0);
  });

  test('logging out in one tab locks the other open tab of the app', async ({ page, context }) => {
    const { address } = await createWallet(page, 'ana');
    // The key lives in each tab's memory: the second tab unlocks the same wallet on its own.
    const other = await context.newPage();
    await other.goto('/login');
    await login(other, 'ana', PASSWORD);
    expect(await homeAddress(other)).toBe(address);

    await logout(page);
    await expect(page.getByText(es.lock.again)).toHaveCount(0); // the tab that logged out shows no lock notice
    await expectLocked(other, 'ana', es.lock.elsewhere);
    await expect(other.getByTitle(address)).toHaveCount(0);
  });

  test('a registration left 16 minutes on its words is discarded: the words and password are gone, /login says why', async ({
    page,
  }) => {
    await page.clock.install();
    await openRegister(page);
    await fillForm(page, 'bea', PASSWORD);
    const words = page.getByRole('list', { name: es.register.wordsTitle }).getByRole('listitem');
    await expect(words).toHaveCount(25);
    const first = (await words.first().innerText()).trim().split(/\s+/).pop() ?? '';
    expect(first).not.toBe('');

    // A page script scrolling or faking input is not the user: the registration is discarded on time all the same.
    await page.clock.fastForward('10:00');
    await page.evaluate(() => {
      window.scrollTo(0, 100);
      window.dispatchEvent(new PointerEvent('pointermove'));
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    });
    await page.clock.fastForward((LOCK_MINUTES.idle - 10 + 1) * 60_000);

    await expect(page).toHaveURL(/\/login$/);
    const notice = es.lock.registrationIdle.replace('{minutes}', String(LOCK_MINUTES.idle));
    await expect(page.getByRole('alert')).toHaveText(`${notice} ${es.lock.registrationAgain}`);
    await expect(page.getByRole('list', { name: es.register.wordsTitle })).toHaveCount(0);
    await expect(page.getByText(first, { exact: true })).toHaveCount(0);
    expect(await page.content()).not.toContain(PASSWORD);

    // Nothing was stored: that username does not unlock.
    await login(page, 'bea', PASSWORD);
    await expect(page.getByText(es.errors.accountNotFound)).toBeVisible();
  });

  test('a confirmation open when the session locks is gone after unlocking, and nothing was sent', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const { address } = await createWallet(page, 'ana');
    await request.post(`${ALGOD}/devnet/fund`, { data: { address } });
    const openWallet = async () => {
      await page.getByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }).click();
      await page.getByRole('dialog', { name: es.tiles.wallet }).getByRole('link', { name: es.tiles.profile }).click();
      await expect(page.getByRole('heading', { level: 1, name: es.wallet.title })).toBeVisible();
    };
    await openWallet();
    const receiver = 'HNVCPPGOW2SC2YVDVDICU3YNONSTEFLXDXREHJR2YBEKDC2Z3IUZSC6YGI';
    await page.getByLabel(es.wallet.destination).fill(receiver);
    await page.getByLabel(es.wallet.amount).fill('1');
    await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: es.confirmTx.title });
    await expect(confirmation).toBeVisible();
    const before = await (await request.get(`${ALGOD}/v2/accounts/${address}`)).json();

    await page.clock.fastForward((LOCK_MINUTES.idle + 1) * 60_000);
    await expectLocked(page, 'ana', es.lock.idle.replace('{minutes}', String(LOCK_MINUTES.idle)));
    await page.getByLabel(es.login.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: es.login.submit }).click();
    expect(await homeAddress(page)).toBe(address);
    await openWallet();
    await expect(confirmation).toHaveCount(0);
    const after = await (await request.get(`${ALGOD}/v2/accounts/${address}`)).json();
    expect(after.amount).toBe(before.amount);
  });
});
