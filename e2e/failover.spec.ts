import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { startLedger, stopGroup } from './support/ledgerProcess.ts';
import { seededWallet } from './support/seededWallet.ts';

/**
 * A node going down, with node lists whose first entries never answer (the app built and previewed as the other
 * journeys run it, on a port of its own; `npm start` reads the same variables): VITE_ALGOD_URLS and
 * VITE_INDEXER_URLS name a dead algod and indexer first (ports that accept and never reply), then a live local
 * ledger; VITE_ALGOD_URL and VITE_INDEXER_URL point at the dead ones too. Untouched by the user, the balances show
 * and a send lands (checked on the live ledger's algod), and no notice says the network is down; /home leads to
 * 'Tus nodos' (/config), where a user adds a node of their own.
 */
const LIVE = { algod: 4281, indexer: 9281 };
const DEAD = { algod: 4282, indexer: 9282 };
const APP_PORT = 5281;
const LIVE_ALGOD = `http://localhost:${LIVE.algod}`;
let devnet: ChildProcess | undefined;
let app: ChildProcess | undefined;
const dead: Server[] = [];
const held: Socket[] = [];

/** A port that accepts connections and never answers them. */
function neverAnswers(port: number): Promise<Server> {
  const server = createServer((socket) => held.push(socket));
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}

test.use({ baseURL: `http://localhost:${APP_PORT}` });

test.beforeAll(async () => {
  test.setTimeout(400_000);
  dead.push(await neverAnswers(DEAD.algod), await neverAnswers(DEAD.indexer));
  devnet = await startLedger(LIVE);
  const deadUrl = (port: number) => `http://localhost:${port}`;
  const env = {
    ...process.env,
    VITE_NETWORK: 'localnet',
    VITE_ALGOD_URLS: `${deadUrl(DEAD.algod)},${LIVE_ALGOD}`,
    VITE_INDEXER_URLS: `${deadUrl(DEAD.indexer)},http://localhost:${LIVE.indexer}`,
    VITE_ALGOD_URL: deadUrl(DEAD.algod),
    VITE_INDEXER_URL: deadUrl(DEAD.indexer),
  };
  const outDir = 'node_modules/.cache/e2e-failover-dist';
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { env });
  app = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(APP_PORT), '--strictPort'], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${APP_PORT}/`).catch(() => undefined))?.status, {
      timeout: 90_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  stopGroup(app);
  stopGroup(devnet);
  for (const socket of held) socket.destroy();
  await Promise.all(dead.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('with the first algod and indexer never answering, balances show and a send lands, untouched by the user', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { address } = await seededWallet(page, 'respaldo');
  const balance = page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true });
  await page.getByRole('button', { name: es.home.dispense }).click();
  await expect(balance).toHaveText('10,0000', { timeout: 30_000 }); // es-ES: 10 ALGO to four decimals (ADR 0033)
  expect((await (await request.get(`${LIVE_ALGOD}/v2/accounts/${address}`)).json()).amount).toBe(10_000_000);
  await expect(page.getByText(es.pwa.nodesDown)).toHaveCount(0);

  const receiver = generateAccount().addr.toString();
  await page.getByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }).click();
  await page.getByRole('dialog', { name: es.tiles.wallet }).getByRole('link', { name: es.tiles.profile }).click();
  await page.getByLabel(es.wallet.destination).fill(receiver);
  await page.getByLabel(es.wallet.amount).fill('1');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await page
    .getByRole('dialog', { name: es.confirmTx.title })
    .getByRole('button', { name: es.confirmTx.confirm })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: new RegExp(es.wallet.sent) })).toBeVisible({ timeout: 30_000 });
  const landed = await (await request.get(`${LIVE_ALGOD}/v2/accounts/${receiver}`)).json();
  expect(landed.amount).toBe(1_000_000);
  expect((await (await request.get(`${LIVE_ALGOD}/v2/accounts/${address}`)).json()).amount).toBe(
    10_000_000 - 1_000_000 - 1_000,
  );
  await expect(page.getByText(es.pwa.nodesDown)).toHaveCount(0);

  // The user's own nodes are a link away on /home: 'Tus nodos' opens /config.
  await page.getByRole('banner').getByRole('button', { name: es.common.back }).click();
  const settings = page.getByRole('region', { name: es.userNodes.title });
  await expect(settings).toContainText(es.userNodes.cardNone);
  await settings.getByRole('link', { name: es.userNodes.section }).click();
  await expect(page).toHaveURL(/\/config$/);
  await expect(page.getByRole('region', { name: es.userNodes.section })).toContainText(es.userNodes.empty);
});
