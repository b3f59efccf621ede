import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { buildApp, serveBuildWithoutHeaders, type ServedBuild } from './support/staticBuild.ts';

/**
 * A real update between two builds under one origin, with the offline worker (src/sw) in charge: build 1 is the
 * journeys' own dist/ (package.json's version), build 2 the next release (MOX_APP_VERSION one patch above). With
 * build 1 open and its worker controlling the page, the host starts serving build 2:
 * - a plain release: the browser finds the new worker, the app offers 'Actualizar', nothing changes until it is
 *   pressed, then the page runs build 2;
 * - a security release (build 2 published with itself as the minimum safe version, as MOX_MINIMUM_SAFE_VERSION
 *   builds it: only version.json differs, which the worker never caches): brought back to the front, the app
 *   switches to build 2 by itself, without offering anything.
 */
test.use({ serviceWorkers: 'allow' });

const BUILD_1 = resolve('dist');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const NEXT = pkg.version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
let build2 = '';
let security2 = '';
let serving = BUILD_1;
let host: ServedBuild | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  build2 = await buildApp('e2e-update-next', { VITE_NETWORK: 'localnet', MOX_APP_VERSION: NEXT });
  security2 = resolve('node_modules/.cache/e2e-update-security');
  cpSync(build2, security2, { recursive: true });
  writeFileSync(join(security2, 'version.json'), JSON.stringify({ version: NEXT, minimumSafeVersion: NEXT }));
  host = await serveBuildWithoutHeaders(() => serving);
});

test.afterAll(() => host?.close());

/** The entry script a build's index.html loads (its name carries the build's content hash). */
const entryOf = (build: string) =>
  /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(join(build, 'index.html'), 'utf8'))?.[1];

/** The entry script the open page runs (undefined while it reloads: no document to ask). */
const runningEntry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src')).catch(() => undefined);

/** Opens build 1 and waits until its worker controls the page (the shell precached). */
async function openBuild1(page: Page) {
  serving = BUILD_1;
  await page.goto(`${host!.origin}/login`);
  await expect(page.getByLabel(es.login.username)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 60_000,
  });
  expect(await runningEntry(page)).toBe(entryOf(BUILD_1));
  expect(entryOf(build2)).not.toBe(entryOf(BUILD_1));
}

test("a new build: the open app offers 'Actualizar', and only pressing it moves the page to the new build", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openBuild1(page);
  serving = build2;
  // The browser's own check for a new worker (made on navigations and at least daily), made now.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('region', { name: es.pwa.updateAvailable });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt.getByRole('status')).toHaveText(es.pwa.updateAvailable);
  expect(await runningEntry(page)).toBe(entryOf(BUILD_1));
  await prompt.getByRole('button', { name: es.pwa.update }).click();
  await expect.poll(() => runningEntry(page), { timeout: 30_000 }).toBe(entryOf(build2));
  await expect(page.getByLabel(es.login.username)).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a security release: brought back to the front, the app moves to it by itself, offering nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openBuild1(page);
  serving = security2;
  let offered = false;
  await page.exposeFunction('noteOffered', () => (offered = true));
  // Watched by the page itself, as the DOM changes: a prompt shown for a moment before the reload is seen too.
  await page.evaluate((text) => {
    const note = (window as unknown as { noteOffered: () => void }).noteOffered;
    new MutationObserver(() => {
      if (document.body.innerText.includes(text)) note();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, es.pwa.updateAvailable);

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => runningEntry(page), { timeout: 90_000 }).toBe(entryOf(security2));
  await expect(page.getByLabel(es.login.username)).toBeVisible();
  await expect(page.getByRole('region', { name: es.pwa.updateAvailable })).toHaveCount(0);
  expect(offered).toBe(false);
});
