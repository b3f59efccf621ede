import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';

/**
 * Forced security updates on the built app (src/app/updates/securityUpdates.ts): the manifest the build publishes, and
 * an app whose running version falls below the minimum safe version reloading without asking. The journeys block the
 * worker (playwright.config.ts), so the update is the plain reload of a page no worker controls; the worker's side
 * (never answering the manifest) is pinned by src/sw/rules.test.ts.
 */

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string; minimumSafeVersion: string };

test('the build publishes its version and the minimum safe version beside index.html', async ({ request }) => {
  const answer = await request.get('/version.json');
  expect(answer.ok()).toBe(true);
  expect(await answer.json()).toEqual({ version: pkg.version, minimumSafeVersion: pkg.minimumSafeVersion });
});

test('below the minimum safe version the app reloads at once, without asking; at it, it stays', async ({ page }) => {
  let answers = 0;
  await page.route('**/version.json', async (route) => {
    answers += 1;
    // The first check learns of a security release above the running build; after the reload the build is current.
    const answer = answers;
    try {
      const published = await (await route.fetch()).json();
      const minimumSafeVersion = answer === 1 ? '999.0.0' : published.minimumSafeVersion;
      await route.fulfill({ json: { ...published, minimumSafeVersion } });
    } catch (error) {
      // A check still in flight when the first answer reloads the page has no page left to answer.
      if (!String(error).includes('disposed')) throw error;
    }
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/login');
  await expect.poll(() => loads).toBe(2);
  await expect.poll(() => answers).toBeGreaterThanOrEqual(2); // each check went to the network
  await expect(page.getByRole('heading', { name: es.login.title })).toBeVisible();
  await expect(page.getByRole('button', { name: es.pwa.later })).toHaveCount(0);

  // Back in front (focus) the app asks again, from the network, and being current it does not reload.
  const before = answers;
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => answers).toBe(before + 1);
  expect(loads).toBe(2);
  // A later check (the app asks on focus and on a timer) may still be fetching as the test ends: it has no test left
  // to answer for, and its error would otherwise be reported against the next test of this worker.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
