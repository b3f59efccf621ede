import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { buildApp, serveBuildWithoutHeaders, type ServedBuild } from './support/staticBuild.ts';

/**
 * A build with VITE_ANALYTICS_SCRIPT_URL, served on a port of its own, with a stand-in analytics script that marks
 * whatever window it runs in (a global and a line of text) and records the page views it is told. The third-party
 * script must never run in the wallet's window: only in the sandboxed frame, and only on / and /news.
 */
const SCRIPT_URL = 'https://stats.mox-e2e.test/script.js';
const FAKE_ANALYTICS = `
  window.__analyticsRan = true;
  window.__pageViews = [];
  addEventListener('mox:pageview', (event) => window.__pageViews.push(event.detail.route));
  document.addEventListener('DOMContentLoaded', () => document.body.append('Analítica cargada'));
  if (document.body) document.body.append('Analítica cargada');
`;

let served: ServedBuild | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Under node_modules/.cache, emptied by each build: no folder of the build is left behind in the system's temp.
  served = await serveBuildWithoutHeaders(
    await buildApp('e2e-analytics-dist', { VITE_NETWORK: 'localnet', VITE_ANALYTICS_SCRIPT_URL: SCRIPT_URL }),
  );
  origin = served.origin;
});

test.afterAll(() => served?.close());

test.beforeEach(async ({ page }) => {
  await page.route(SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_ANALYTICS }));
});

/** The analytics frame of the page (the child frame that loaded its page), if any. */
const analyticsFrame = (page: Page) => page.frames().find((frame) => frame.url().includes('/analytics-frame.html'));

/** The wallet's own window shows no mark of the analytics script. */
async function expectWindowUntouched(page: Page) {
  expect(await page.evaluate(() => 'analyticsRan' in window || '__analyticsRan' in window)).toBe(false);
  await expect(page.getByText('Analítica cargada')).toHaveCount(0);
}

test.describe('analytics in a build that enables it', () => {
  test('runs in the sandboxed frame on / and /news, told only the route, and never in the wallet window', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('link', { name: es.landing.login })).toBeVisible();
    await expect.poll(async () => analyticsFrame(page)?.evaluate(() => window.__pageViews)).toEqual(['/']);
    await expectWindowUntouched(page);
    // The frame's document is of an opaque origin: the wallet's storage (the vault) is out of its reach.
    expect(await analyticsFrame(page)!.evaluate(() => self.origin)).toBe('null');
    expect(
      await analyticsFrame(page)!
        .evaluate(() => indexedDB.open('MoxWalletDB').readyState)
        .catch(() => 'refused'),
    ).toBe('refused');

    await page.goto(`${origin}/news`);
    await expect(page.getByRole('heading', { name: es.news.title })).toBeVisible();
    await expect.poll(async () => analyticsFrame(page)?.evaluate(() => window.__pageViews)).toEqual(['/news']);
    await expectWindowUntouched(page);
  });

  test('on /login there is no analytics code at all, from a fresh load or from the landing', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();
    expect(analyticsFrame(page)).toBeUndefined();
    expect(requested).not.toContain(SCRIPT_URL);
    await expectWindowUntouched(page);

    await page.goto(`${origin}/`);
    await expect.poll(async () => analyticsFrame(page)?.evaluate(() => window.__pageViews)).toEqual(['/']);
    await page.getByRole('link', { name: es.landing.login }).click();
    await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();
    await expect.poll(() => analyticsFrame(page)).toBeUndefined();
    await expectWindowUntouched(page);
  });
});

test.describe('the analytics frame page outside the sandbox', () => {
  test('opened on its own, with the wallet origin, it loads no analytics code', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${origin}/analytics-frame.html`);
    // The load event waits for every script the page put in its document.
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => self.origin)).toBe(origin);
    expect(requested).not.toContain(SCRIPT_URL);
    await expectWindowUntouched(page);
  });
});

declare global {
  interface Window {
    __pageViews?: string[];
  }
}
