import { expect, test, type Page } from '@playwright/test';
import { LOCK_MINUTES } from '../src/hooks/session/lockPolicy.ts';
import { es } from '../src/i18n/es.ts';
import { PASSWORD, createWallet, homeAddress, login, logout } from './support/onboarding.ts';

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
});
