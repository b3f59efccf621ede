import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { MAINNET_SAMPLE_ENV } from '../scripts/mainnet-sample-env.ts';
import { axeViolations } from './support/axe.ts';
import { buildApp, serveBuildWithoutHeaders, type ServedBuild } from './support/staticBuild.ts';

/**
 * The build people get: VITE_NETWORK=mainnet with a complete MainNet configuration (ids and admin; the nodes are
 * MainNet's defaults), served as plain files and opened in Chromium. The landing and /login show, in Spanish, and
 * axe finds nothing on them. The machine has no internet: every request off the app's origin is refused, as a
 * node that does not answer would be.
 */
let host: ServedBuild | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await serveBuildWithoutHeaders(await buildApp('e2e-mainnet-dist', MAINNET_SAMPLE_ENV));
});

test.afterAll(() => host?.close());

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.origin !== host!.origin,
    (route) => route.abort('internetdisconnected'),
  );
});

test('a MainNet build: the landing and /login open and axe finds nothing on either', async ({ page }) => {
  await page.goto(`${host!.origin}/`);
  await expect(page.getByRole('img', { name: es.landing.heroAlt })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: es.landing.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(es.login.username)).toBeVisible();
  await expect(page.getByRole('button', { name: es.login.submit, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
