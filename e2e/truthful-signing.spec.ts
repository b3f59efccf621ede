import { expect, test, type Page } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, openFromTile, optedInReceiver, passGateStep, toastTxId } from './support/paid.ts';

/**
 * Truth before signing (issue 20) on the local ledger, at phone size: the gift's dialog shows the 500 UMQ the
 * contract pays back; a token to an account without its opt-in is refused by the dry run; a first payment to an
 * address is pointed out once; in es-ES '1.000' reads one thousand and '1,500' is asked about; 'Máximo' fills the exact
 * maximum.
 * Every figure is checked on the ledger with a plain algosdk client.
 */
const UMQ_ID = LOCALNET_IDS.assets.UMQ;
const UNIT = 10n ** 9n;
const MIN_FEE = 1000n;

/** What algod says an account holds: µALGO, its minimum balance and UMQ base units (null = no opt-in). */
async function onLedger(address: string) {
  const info = await algod.accountInformation(address).do();
  return {
    algo: info.amount,
    minBalance: info.minBalance,
    umq: info.assets?.find((asset) => asset.assetId === UMQ_ID)?.amount ?? null,
  };
}

/**
 * µALGO as es-ES writes them (the browser's locale): '.' groups thousands, ',' then every significant decimal. In the
 * field, a figure that would read two ways ('1,234') gets one more zero ('1,2340'), as the app writes it there.
 */
function algoText(micro: bigint, inField = false): string {
  const whole = (micro / 1_000_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  if (inField && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) fraction += '0';
  return fraction ? `${whole},${fraction}` : whole;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: es.confirmTx.title });
const changes = (page: Page) =>
  dialog(page).getByRole('region', { name: es.confirmTx.balanceChanges }).getByRole('listitem');

/** Fills the send form and presses Enviar. */
async function send(page: Page, { to, amount, asset }: { to: string; amount: string; asset: string }) {
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption(asset);
  await page.getByLabel(es.wallet.destination).fill(to);
  await page.getByLabel(es.wallet.amount).fill(amount);
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
}

test('the gift shows +500 UMQ, a refused token send, a first-time receiver, 1.000 and 1,500, and Máximo', async ({
  page,
  request,
}) => {
  test.slow(); // six paid actions, each confirmed in its own block, after a registration through the screens
  const { address } = await seededWallet(page, 'tomas');
  await fund(request, { address });

  // The gift: the dialog shows what the contract pays back, decoded from the dry run, and the ledger agrees.
  await openFromTile(page, es.tiles.wallet, es.tiles.welcome);
  await passGateStep(page, fill(es.wallet.optInValue, { asset: 'UMQ' }));
  await passGateStep(page, es.referral.activate);
  await page.getByRole('button', { name: es.referral.claim }).click();
  await expect(changes(page)).toHaveText(['−0,002 ALGO', '+500 UMQ']);
  await confirm(page);
  await toastTxId(page, es.referral.claimedToast);
  expect((await onLedger(address)).umq).toBe(500n * UNIT);

  // To /wallet.
  await page.getByRole('button', { name: es.common.back }).first().click();
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  await expect(page.getByRole('heading', { level: 1, name: es.wallet.title })).toBeVisible();
  // The form, 'Máximo' included, fits the phone's width: nothing scrolls sideways (or zooms the page out).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // UMQ to an account without the UMQ opt-in: the dry run refuses it, no Confirmar, nothing moves.
  const stranger = generateAccount().addr.toString();
  await fund(request, { address: stranger });
  const beforeRefusal = await onLedger(address);
  await send(page, { to: stranger, amount: '10', asset: 'UMQ' });
  const reason = fill(es.confirmTx.receiverNotOptedIn, { asset: 'UMQ' });
  await expect(dialog(page).getByRole('alert')).toHaveText(fill(es.confirmTx.dryRunFailed, { reason }));
  await expect(dialog(page).getByRole('button', { name: es.confirmTx.confirm })).toBeDisabled();
  await dialog(page).getByRole('button', { name: es.confirmTx.cancel }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await onLedger(address)).toEqual(beforeRefusal);
  expect((await onLedger(stranger)).umq).toBeNull();

  // Twice to a new address: pointed out the first time only.
  const newcomer = generateAccount().addr.toString();
  await send(page, { to: newcomer, amount: '1', asset: 'ALGO' });
  await expect(dialog(page).getByText(es.confirmTx.firstTime)).toBeVisible();
  await confirm(page);
  await toastTxId(page, es.wallet.sent);
  expect((await onLedger(newcomer)).algo).toBe(1_000_000n);
  await send(page, { to: newcomer, amount: '1', asset: 'ALGO' });
  await expect(changes(page)).toHaveText(['−1,001 ALGO']);
  await expect(dialog(page).getByText(es.confirmTx.firstTime)).toHaveCount(0);
  await confirm(page);
  await expect.poll(async () => (await onLedger(newcomer)).algo).toBe(2_000_000n);

  // '1.000' UMQ is one thousand in es-ES: the dialog says so and the ledger moves exactly that.
  await fund(request, { address, assetId: Number(UMQ_ID), amount: (1_000n * UNIT).toString() });
  const friend = await optedInReceiver(request);
  const beforeThousand = await onLedger(address);
  await send(page, { to: friend, amount: '1.000', asset: 'UMQ' });
  await expect(changes(page)).toHaveText(['−0,001 ALGO', '−1.000 UMQ']);
  await confirm(page);
  await expect.poll(async () => (await onLedger(friend)).umq).toBe(1_000n * UNIT);
  expect((await onLedger(address)).umq).toBe(beforeThousand.umq! - 1_000n * UNIT);

  // '1,500' reads two ways: asked about, no dialog, nothing sent until a reading is picked.
  const beforeAmbiguous = await onLedger(address);
  await send(page, { to: friend, amount: '1,500', asset: 'UMQ' });
  await expect(page.getByRole('group', { name: '¿Quisiste decir 1500 o 1,5?' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(await onLedger(address)).toEqual(beforeAmbiguous);
  expect((await onLedger(friend)).umq).toBe(1_000n * UNIT);

  // One µALGO over the maximum is stopped before any dialog, naming the maximum.
  const held = await onLedger(address);
  const maximum = held.algo - held.minBalance - MIN_FEE;
  await send(page, { to: newcomer, amount: algoText(maximum + 1n), asset: 'ALGO' });
  await expect(page.getByLabel(es.wallet.amount)).toHaveAccessibleDescription(
    fill(es.wallet.maxAlgo, {
      max: `${algoText(maximum)} ALGO`,
      min: `${algoText(held.minBalance)} ALGO`,
      fee: '0,001 ALGO',
      missing: `${algoText(1n)} ALGO`,
    }),
  );
  await expect(dialog(page)).toHaveCount(0);

  // 'Máximo' fills the exact maximum (balance − minimum balance − fee, from algod); sent, the account keeps its minimum.
  await page.getByRole('button', { name: es.wallet.max }).click();
  await expect(page.getByLabel(es.wallet.amount)).toHaveValue(algoText(maximum, true));
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await confirm(page);
  await expect.poll(async () => (await onLedger(newcomer)).algo).toBe(2_000_000n + maximum);
  expect(await onLedger(address)).toMatchObject({ algo: held.minBalance });

  // For a token, the whole holding.
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption('UMQ');
  await page.getByRole('button', { name: es.wallet.max }).click();
  await expect(page.getByLabel(es.wallet.amount)).toHaveValue(`${(held.umq! / UNIT).toString()}`);
});
