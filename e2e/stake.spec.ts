import { expect, test, type Page } from '@playwright/test';
import { getApplicationAddress } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { seededWallet } from './support/seededWallet.ts';
import { runOnOwnLedger } from './support/ledgerProcess.ts';
import { confirm, fill, ledgerAt, openFromTile, toastTxId } from './support/paid.ts';

/**
 * Staking on a local ledger: activate (UMQ, HLK, app), the refused 0 and 50, a stake of 250 UMQ, the timer
 * ticking, the ledger clock moved one year, the withdrawal. Every step after signing in goes through the UI; a plain
 * algosdk client of the ledger's algod checks each figure the UI shows, to the base unit. Moving the clock moves it
 * for every account, so this file has a ledger of its own.
 */
const PORTS = { algod: 4292, indexer: 9292 };
const { ALGOD, algod, fund } = ledgerAt(PORTS);
runOnOwnLedger(PORTS);
const { UMQ: UMQ_ID, HLK: HLK_ID } = LOCALNET_IDS.assets;
const STAKING = LOCALNET_IDS.apps.staking;
const UNIT = 10n ** 9n;
const YEAR = 31_536_000n;

/** The contract's reward, worked out here: amount × seconds × 0,52 % / 365 days, rounded down. */
const reward = (amount: bigint, seconds: bigint) => (amount * seconds * 52n) / (10_000n * YEAR);

/** What algod says the account holds (base units; null = no opt-in) and its staking local state. */
async function onLedger(address: string) {
  const info = await algod.accountInformation(address).do();
  const holding = (id: bigint) => info.assets?.find((asset) => asset.assetId === id)?.amount ?? null;
  const local = info.appsLocalState?.find((app) => app.id === STAKING);
  const value = (key: string) =>
    local?.keyValue?.find((kv) => new TextDecoder().decode(kv.key) === key)?.value.uint ?? null;
  return {
    umq: holding(UMQ_ID),
    hlk: holding(HLK_ID),
    optedIn: local !== undefined,
    stake: value('monto_stake'),
    start: value('inicio_stake'),
  };
}

/** The ledger's time now (unix s): the last block's timestamp plus the time since it, as algod reports them. */
async function ledgerNow(): Promise<bigint> {
  const status = await algod.status().do();
  const { block } = await algod.block(status.lastRound).headerOnly(true).do();
  return block.header.timestamp + status.timeSinceLastRound / 1_000_000_000n;
}

/** Clicks the success toast saying `message` (it copies the txId) and returns that confirmed transaction. */
const toastTx = async (page: Page, message: string) =>
  algod.pendingTransactionInformation(await toastTxId(page, message)).do();

/** A figure of the running stake's table, by its row header. */
const figure = (page: Page, label: string) =>
  page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');

/** '365 d 0 h 0 min 7 s' → seconds. */
function secondsOf(text: string): bigint {
  const [d, h, min, s] = (text.match(/\d+/g) ?? []).map(BigInt);
  return ((d * 24n + h) * 60n + min) * 60n + s;
}

/** HLK base units with all nine decimals ('1,300000123'), as the table shows them. */
const nineDecimals = (units: bigint) => `${units / UNIT},${(units % UNIT).toString().padStart(9, '0')}`;

test('stake: activate, refused 0 and 50, stake 250, the timer ticks, one year later withdraw 250 UMQ + 1,3 HLK', async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'sofia');
  await fund(request, { address });

  // /home → Mox Stake → Iniciar.
  await openFromTile(page, es.tiles.stake, es.tiles.start);
  await expect(page).toHaveURL(/\/stake$/);

  // 'Activar Staking' offers the UMQ opt-in, then HLK, then the app, each through the confirmation modal.
  const steps = page.getByRole('list', { name: es.gate.steps }).getByRole('listitem');
  const labels = [fill(es.wallet.optInValue, { asset: 'UMQ' }), fill(es.wallet.optInValue, { asset: 'HLK' })];
  await expect(steps).toHaveText([...labels, es.stake.activate].map((label) => label + es.gate.todo));
  for (const [i, label] of [...labels, es.stake.activate].entries()) {
    await page.getByRole('button', { name: es.stake.activate }).click();
    await expect(page.getByRole('dialog', { name: es.confirmTx.title }).getByText(label)).toBeVisible();
    await confirm(page);
    if (i < labels.length) await expect(steps.nth(i)).toHaveText(label + es.gate.done);
  }
  const amount = page.getByRole('textbox', { name: es.stake.amount });
  await expect(amount).toBeEnabled();
  expect(await onLedger(address)).toMatchObject({ umq: 0n, hlk: 0n, optedIn: true, stake: 0n });

  // 300 UMQ from the dispenser.
  await fund(request, { address, assetId: Number(UMQ_ID), amount: Number(300n * UNIT) });
  await expect(page.getByText(fill(es.stake.balance, { balance: '300 UMQ' }))).toBeVisible();

  // 0 and 50 are refused on the form, before anything is signed.
  const hint = fill(es.stake.amountHint, { min: '100' });
  const stakeButton = page.getByRole('button', { name: es.stake.stake });
  for (const [typed, message] of [
    ['0', es.stake.invalidAmount],
    ['50', es.errors.stakeAssert],
  ]) {
    await amount.fill(typed);
    await stakeButton.click();
    await expect(amount).toHaveAccessibleDescription(`${hint} ${message}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(await onLedger(address)).toMatchObject({ umq: 300n * UNIT, stake: 0n });

  // 250 UMQ: the group sends them to the app; the toast's txId is that confirmed transfer.
  await amount.fill('250');
  await stakeButton.click();
  await confirm(page, { [es.confirmTx.value]: '250 UMQ', [es.confirmTx.moxFee]: '0 UMQ' });
  const staked = await toastTx(page, fill(es.stake.stakeDone, { amount: '250' }));
  expect(staked.confirmedRound).toBeGreaterThan(0n);
  const transfer = staked.txn.txn.assetTransfer!;
  expect([transfer.assetIndex, transfer.amount, transfer.receiver.toString()]).toEqual([
    UMQ_ID,
    250n * UNIT,
    getApplicationAddress(STAKING).toString(),
  ]);
  expect(await page.evaluate(() => localStorage.getItem('stakingAmount'))).toBe('250');
  const afterStake = await onLedger(address);
  expect(afterStake).toMatchObject({ umq: 50n * UNIT, stake: 250n * UNIT });
  const start = afterStake.start!;

  // While it runs: input and button off; the table shows the ledger's stake, the time ticking every second and the
  // reward of the contract's formula for the time shown, on the ledger's clock.
  await expect(figure(page, es.stake.staked)).toHaveText('250 UMQ');
  await expect(figure(page, es.stake.apr)).toHaveText('0,52 %');
  await expect(amount).toBeDisabled();
  await expect(stakeButton).toBeDisabled();
  const time = figure(page, es.stake.timeStaked);
  const firstTime = await time.textContent();
  await expect(time).not.toHaveText(firstTime!);
  // The time shown lies within the ledger's clock read just before and just after it (to the second it ticks on).
  const earliest = (await ledgerNow()) - start;
  const shown = secondsOf((await time.textContent())!);
  const latest = (await ledgerNow()) - start;
  expect(shown).toBeGreaterThanOrEqual(earliest - 1n);
  expect(shown).toBeLessThanOrEqual(latest + 1n);
  // Both figures of one second (a read may straddle a tick: read again).
  await expect(async () => {
    const [timeText, rewardText] = [await time.textContent(), await figure(page, es.stake.reward).textContent()];
    expect(rewardText).toBe(`${nineDecimals(reward(250n * UNIT, secondsOf(timeText!)))} HLK`);
  }).toPass({ timeout: 15_000 }); // toPass has no cap of its own: the config's expect cap

  // One year on the ledger's clock: the table follows (365 days, 1,3 HLK and the few seconds past the year).
  await request.post(`${ALGOD}/devnet/clock`, { data: { seconds: Number(YEAR) } });
  await expect(time).toHaveText(/^365 d 0 h 0 min \d+ s$/);
  await expect(figure(page, es.stake.reward)).toHaveText(/^1,30000\d{4} HLK$/);

  // Withdraw: 15 UMQ fee + withdraw_stake; the stake and the reward come back by the contract's inner transfers.
  await page.getByRole('button', { name: es.stake.withdraw }).click();
  await confirm(page, { [es.confirmTx.moxFee]: '15 UMQ' });
  const withdrawn = await toastTx(page, 'Retiro realizado');
  // The contract pays up to the previous block's timestamp (the AVM's LatestTimestamp).
  const { block } = await algod
    .block(withdrawn.confirmedRound! - 1n)
    .headerOnly(true)
    .do();
  const elapsed = block.header.timestamp - start;
  expect(elapsed >= YEAR && elapsed < YEAR + 300n).toBe(true);
  const paid = reward(250n * UNIT, elapsed);
  expect(reward(250n * UNIT, YEAR)).toBe(1_300_000_000n);
  const afterWithdraw = await onLedger(address);
  // Exactly 1.3 HLK for the year, plus 41.2 base units a second for the seconds the stake ran before the jump.
  expect(afterWithdraw).toMatchObject({ hlk: paid, umq: 300n * UNIT - 15n * UNIT, stake: 0n, start: 0n });
  const hlkShown = nineDecimals(paid).replace(/,?0+$/, '');
  await expect(page.getByRole('button', { name: /Retiro realizado/ })).toContainText(
    fill(es.stake.withdrawDone, { umq: '250', hlk: hlkShown }),
  );

  // Back to no stake: the form again, no table, stakingAmount forgotten; /home shows the 1.300 HLK.
  await expect(amount).toBeEnabled();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('stakingAmount'))).toBeNull();
  // On a phone the toast sits over the header's back button, and stays while the pointer is on it: close it.
  const notifications = page.getByRole('region', { name: es.ui.notifications });
  const closeButtons = notifications.getByRole('button', { name: es.ui.close });
  while ((await closeButtons.count()) > 0) await closeButtons.first().click();
  await page.getByRole('button', { name: es.common.back }).first().click();
  await expect(page.getByRole('group', { name: es.home.balances })).toMatchAriaSnapshot(`
    - term: UMQ
    - definition: "285,00"
    - term: HLK
    - definition: "1,30"
  `);
});
