import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { es } from '../src/i18n/es.ts';
import { serveBuildWithoutHeaders, type ServedBuild } from './support/staticBuild.ts';

/**
 * A page of another origin that frames the wallet's /login, served by a server of its own on this machine (Chrome's
 * local network checks refuse a frame of localhost from a page that came from nowhere, which would prove nothing).
 */
let framer: Server;
let framerOrigin = '';
let framedSrc = '';
/** The same build served by a bare static host that sends no security headers. */
let bare: ServedBuild | undefined;

test.beforeAll(async () => {
  framer = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      `<!doctype html><title>Otro sitio</title><iframe title="billetera" src="${framedSrc}" style="width:390px;height:700px"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  // The build the journeys' preview serves (playwright.config.ts builds it into dist/ before any journey).
  bare = await serveBuildWithoutHeaders(join(process.cwd(), 'dist'));
});

test.afterAll(() => {
  framer?.close();
  bare?.close();
});

test.describe('the wallet inside another site', () => {
  test("with the deployment's headers, another site's frame gets nothing of the wallet", async ({ page, baseURL }) => {
    const answer = await page.request.get('/login');
    expect(answer.headers()['x-frame-options']).toBe('DENY');
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    framedSrc = `${baseURL}/login`;

    await page.goto(framerOrigin);

    const wallet = page.frameLocator('iframe[title="billetera"]');
    await expect(page.getByTitle('billetera')).toBeVisible();
    await expect(wallet.getByLabel(es.login.password)).toHaveCount(0);
    await expect(wallet.getByRole('button', { name: es.login.submit })).toHaveCount(0);
  });

  test('on a host that sends no headers, a frame on another origin gets a Spanish notice and no login form', async ({
    page,
  }) => {
    framedSrc = `${bare!.origin}/login`;
    await page.goto(framerOrigin);
    const wallet = page.frameLocator('iframe[title="billetera"]');
    await expect(wallet.getByText(es.framed.title)).toBeVisible();
    await expect(wallet.getByRole('link', { name: es.framed.open })).toHaveAttribute('target', '_blank');
    await expect(wallet.getByLabel(es.login.password)).toHaveCount(0);
    await expect(wallet.getByRole('button', { name: es.login.submit })).toHaveCount(0);
  });

  test('on a host that sends no headers, a frame of its own origin, and the page on its own, start the app', async ({
    page,
  }) => {
    await page.goto(`${bare!.origin}/login`);
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
