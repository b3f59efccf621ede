import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { es } from '../src/i18n/es.ts';

/**
 * A page of another origin that frames the wallet's /login, served by a server of its own on this machine (Chrome's
 * local network checks refuse a frame of localhost from a page that came from nowhere, which would prove nothing).
 */
let framer: Server;
let framerUrl = '';

test.beforeAll(async ({ baseURL }) => {
  framer = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      `<!doctype html><title>Otro sitio</title><iframe title="billetera" src="${baseURL}/login" style="width:390px;height:700px"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
});

test.afterAll(() => framer?.close());

test.describe('the wallet inside another site', () => {
  test('a frame on another origin gets a Spanish notice and no login form', async ({ page }) => {
    await page.goto(framerUrl);
    const wallet = page.frameLocator('iframe[title="billetera"]');
    await expect(wallet.getByText(es.framed.title)).toBeVisible();
    await expect(wallet.getByRole('link', { name: es.framed.open })).toHaveAttribute('target', '_blank');
    await expect(wallet.getByLabel(es.login.password)).toHaveCount(0);
    await expect(wallet.getByRole('button', { name: es.login.submit })).toHaveCount(0);
  });

  test('a frame of its own origin, and the page on its own, start the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: es.login.submit })).toBeVisible();
    await expect(page.getByText(es.framed.title)).toHaveCount(0);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'misma';
      frame.src = '/login';
      document.body.append(frame);
    });
    await expect(
      page.frameLocator('iframe[title="misma"]').getByRole('button', { name: es.login.submit }),
    ).toBeVisible();
  });
});
