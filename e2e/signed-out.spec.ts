import { expect, test, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';

/** The scripts the page fetched that carry algosdk's transaction code (the marker bench/home.ts uses). */
function algosdkScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response.text().then((text) => (/sendRawTransaction|getTransactionParams/.test(text) ? response.url() : null)),
      );
  });
  return async () => (await Promise.all(bodies)).filter((url): url is string => url !== null);
}

test.describe('a ledger screen, signed out', () => {
  test('a page load of /home shows its title and the way to log in, without the ledger code or any ledger call', async ({
    page,
  }) => {
    const ledgerCalls: string[] = [];
    page.on('request', (request) => {
      if (/localhost:(4001|8980)/.test(request.url())) ledgerCalls.push(request.url());
    });
    const withAlgosdk = algosdkScripts(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    await expect(page.getByText(es.common.connectToContinue)).toBeVisible();
    await expect(page.getByRole('button', { name: es.common.back })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await withAlgosdk()).toEqual([]);
    expect(ledgerCalls).toEqual([]);

    await page.getByRole('link', { name: es.landing.login }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();
  });

  test('a page load of /marketplace shows its title, its intro and the back arrow to /home', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: es.market.title })).toBeVisible();
    await expect(page.getByText(es.market.intro)).toBeVisible();
    await expect(page.getByText(es.common.connectToContinue)).toBeVisible();
    await page.getByRole('button', { name: es.common.back }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
  });
});
