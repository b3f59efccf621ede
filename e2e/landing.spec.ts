import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';

test.describe('landing', () => {
  test('shows the hero and both buttons, and each goes where the spec says', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
    const login = page.getByRole('link', { name: es.landing.login });
    const register = page.getByRole('link', { name: es.landing.register });
    await expect(login).toBeVisible();
    await expect(register).toBeVisible();

    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await register.click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('both buttons are reachable with the keyboard', async ({ page }) => {
    await page.goto('/');
    const reached: string[] = [];
    for (let i = 0; i < 6 && !reached.includes(es.landing.register); i += 1) {
      await page.keyboard.press('Tab');
      reached.push((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim());
    }
    expect(reached).toContain(es.landing.login);
    expect(reached).toContain(es.landing.register);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an unknown address shows the Spanish not-found screen with a way back', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: es.notFound.title })).toBeVisible();
    await page.getByRole('link', { name: es.notFound.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
