import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_URLS } from '../src/services/config/localnet.ts';
import { seededWallet } from './support/seededWallet.ts';

/**
 * The installable, offline app on the built localnet app (`vite preview` of dist/, as the e2e config serves it):
 * its manifest, its worker, the shell opening offline, and no ledger, indexer or referral answer in any cache.
 */

// The other journeys block workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's worker is active and controls the page; returns its script URL. */
async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Every URL stored in the page's Cache Storage, whatever the cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** Every file name under `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [entry.name],
  );

test('the built app links a Spanish web app manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Mox Wallet',
    lang: 'es',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#0b5566',
    background_color: '#f3f6f8',
  });
  expect(manifest.description).toMatch(/billetera/i);
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const answer = await request.get(`/${icon.src}`);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5566');
});

test('the built files ship the app worker and never the mock worker of the catalogue', () => {
  const files = filesUnder('dist');
  expect(files).toContain('sw.js');
  expect(files).toContain('manifest.webmanifest');
  expect(files.filter((file) => /mockServiceWorker/i.test(file))).toEqual([]);
  expect(existsSync('.storybook/public/mockServiceWorker.js')).toBe(true);
});

test('a worker controls the page, and the landing, /login and a ledger screen open offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
  await expect(page.getByRole('link', { name: es.landing.login })).toBeVisible();

  await page.goto('/login');
  await expect(page.getByLabel(es.login.username)).toBeVisible();
  await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();

  await page.goto('/home');
  await expect(page.getByRole('status').filter({ hasText: es.pwa.offline })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(es.pwa.offline)).toHaveCount(0);
});

test('signed in with balances loaded, no cache holds a ledger, indexer or referral answer; offline, /home says so', async ({
  page,
  context,
}) => {
  await seededWallet(page, `offline${Date.now()}`);
  await expect(page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true })).toBeVisible();
  await controllingWorker(page);

  const urls = await cachedUrls(page);
  // The shell is there (the entry and the lazy screens' chunks), and nothing else: only files of the app's origin.
  expect(urls.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(urls.some((url) => /\/assets\/Wallet-[\w-]+\.js$/.test(url))).toBe(true);
  const origin = new URL(page.url()).origin;
  expect(urls.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  for (const host of [LOCALNET_URLS.algod, LOCALNET_URLS.indexer])
    expect(urls.filter((url) => url.startsWith(host))).toEqual([]);
  expect(urls.filter((url) => /\/(v2|devnet|referral)\//.test(new URL(url).pathname))).toEqual([]);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: es.pwa.offline })).toBeVisible();
  // The session survives: the screen stays signed in, its balances wait for the connection.
  await expect(page.getByRole('button', { name: es.common.logout })).toBeVisible();
});
