import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';

test.describe('the built catalogue (storybook-static)', () => {
  test('renders a signed-in screen story on the local ledger, with no Content-Security-Policy in the way', async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    page.on('pageerror', (error) => blocked.push(error.message));
    await page.goto('/iframe.html?id=screens-home--default&viewMode=story');

    await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible({ timeout: 30_000 });
    const balances = page.getByRole('group', { name: es.home.balances });
    await expect(balances.getByLabel('UMQ', { exact: true })).toHaveText('5.000,00');
    await expect(page.getByText('No Preview')).toBeHidden();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
    expect(blocked).toEqual([]);
  });
});
