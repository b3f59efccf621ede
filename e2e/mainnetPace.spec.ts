import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { routeToLedger, startLedger, stopGroup } from './support/ledgerProcess.ts';
import { seededWallet } from './support/seededWallet.ts';

/**
 * The wallet at MainNet's pace: a second local ledger making a block every 2.8 s (a submit waits in the pool for
 * its block), which the app reaches in place of the default one (its algod and indexer requests are re-routed).
 * The dispenser button and a send both wait for their block, showing their progress meanwhile, and end confirmed.
 */
const PORTS = { algod: 4201, indexer: 9180 };
const ALGOD = `http://localhost:${PORTS.algod}`;
const BLOCK_MS = 2800;
let devnet: ChildProcess | undefined;

test.beforeAll(async () => {
  devnet = await startLedger(PORTS, ['--block-ms', String(BLOCK_MS)]);
});

test.afterAll(() => stopGroup(devnet));

test.beforeEach(({ context }) => routeToLedger(context, PORTS));

test('with 2.8 s blocks, test ALGO and a send wait for their block and end confirmed on the ledger', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { address } = await seededWallet(page, 'lento');
  const balance = page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true });
  await page.getByRole('button', { name: es.home.dispense }).click();
  await expect(balance).toHaveText('10,0000', { timeout: 15_000 });
  const funded = await (await request.get(`${ALGOD}/v2/accounts/${address}`)).json();
  expect(funded.amount).toBe(10_000_000);

  await page.getByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }).click();
  await page.getByRole('dialog', { name: es.tiles.wallet }).getByRole('link', { name: es.tiles.profile }).click();
  await page.getByLabel(es.wallet.destination).fill(generateAccount().addr.toString());
  await page.getByLabel(es.wallet.amount).fill('1');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  const roundBefore = (await (await request.get(`${ALGOD}/v2/status`)).json())['last-round'];
  await page
    .getByRole('dialog', { name: es.confirmTx.title })
    .getByRole('button', { name: es.confirmTx.confirm })
    .click();
  // The group waits in the pool: the modal says it is on its way until the block confirms it.
  await expect(page.getByText(es.confirmTx.sending)).toBeVisible();
  const toast = page.getByRole('button', { name: new RegExp(es.wallet.sent) });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await toast.click();
  const txId = await page.evaluate(() => navigator.clipboard.readText());
  const pending = await (await request.get(`${ALGOD}/v2/transactions/pending/${txId}?format=json`)).json();
  expect(pending['confirmed-round']).toBeGreaterThan(roundBefore);
  const after = await (await request.get(`${ALGOD}/v2/accounts/${address}`)).json();
  expect(after.amount).toBe(10_000_000 - 1_000_000 - 1000);
});
