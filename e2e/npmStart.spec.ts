import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { fill, ledgerAt } from './support/paid.ts';
import { seededWallet } from './support/seededWallet.ts';

/**
 * The README's first command, as a newcomer runs it: `npm start` (the ledger and the dev server in one process
 * tree), here on ports of its own and a fresh data folder so it runs beside the other journeys. The landing leads to
 * /login, a wallet unlocks there, and its test ALGO come from that ledger's dispenser (checked on its algod). Then
 * the whole tree stops on SIGTERM, leaving both ports free.
 */
const PORTS = { algod: 4293, indexer: 9293 };
const APP_PORT = 5293;
const APP = `http://localhost:${APP_PORT}`;
const { algod } = ledgerAt(PORTS);
let start: ChildProcess | undefined;
let dataDir: string | undefined;

const answers = async (url: string) => (await fetch(url).catch(() => undefined))?.status;

/** Whether any process of the group is still running (signal 0 only asks). */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

test.use({ baseURL: APP });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'mox-npm-start-'));
  start = spawn('npm', ['start'], {
    env: {
      ...process.env,
      DEVNET_ALGOD_PORT: String(PORTS.algod),
      DEVNET_INDEXER_PORT: String(PORTS.indexer),
      MOX_APP_PORT: String(APP_PORT),
      DEVNET_DATA_DIR: dataDir,
    },
    // Its own process group: the test stops npm, the ledger and Vite together, as Ctrl+C does in a terminal.
    detached: true,
    stdio: 'ignore',
  });
  await expect.poll(() => answers(`${APP}/`), { timeout: 150_000 }).toBe(200);
});

test.afterAll(async () => {
  if (start?.pid && groupAlive(start.pid)) process.kill(-start.pid, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('npm start serves the wallet on its ledger: landing → /login → /home with test ALGO, then stops whole', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('img', { name: es.landing.heroAlt })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: es.landing.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(es.login.username)).toBeVisible({ timeout: 60_000 });

  const { address } = await seededWallet(page, 'novata');
  await page.getByRole('button', { name: es.home.dispense }).click();
  await expect(page.getByText(fill(es.home.dispensed, { n: 10 }))).toBeVisible();
  const balance = page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true });
  await expect(balance).toHaveText('10,0000');
  expect((await algod.accountInformation(address).do()).amount).toBe(10_000_000n);

  // Stopped as a terminal stops it (SIGTERM to the group): every process of the tree ends and both ports close.
  const group = start!.pid!;
  process.kill(-group, 'SIGTERM');
  await expect.poll(() => groupAlive(group)).toBe(false);
  await expect.poll(() => answers(`${APP}/`)).toBeUndefined();
  await expect.poll(() => answers(`http://localhost:${PORTS.algod}/devnet/health`)).toBeUndefined();
});
