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

test.describe('content security policy', () => {
  test('the built app runs under a strict policy that lets it reach only its own origin and the configured ledger', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self' http://localhost:4001 http://localhost:8980");
    await expect(page.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
    await page.getByRole('link', { name: es.landing.login }).click();
    await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();
    expect(violations).toEqual([]);
    // An inline script, as an injection would add, is refused (and reported).
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(injected).toBe(false);
    // The served header (scripts/headers.ts, as deployed) and the page's meta tag both carry the policy, so Chromium
    // reports the refusal once per policy; every report is about the script.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.every((violation) => violation.includes('script-src'))).toBe(true);
  });
});
