import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, indexer, openFromTile, optedInReceiver, toastTxId } from './support/paid.ts';

/**
 * Amounts as each Spanish speaker writes them (issue 29, DESIGN §8), at phone size on the local ledger: in an es-ES
 * browser '1,5' ALGO is 1.5 ALGO, '0,500' is half of one (never 500), '1,500' is asked about and each reading sends
 * what it says; in an es-MX browser '1,000' UMQ is one thousand and '0,500' still half. Every figure read on screen is
 * checked against the ledger with a plain algosdk client.
 */
const UMQ_ID = LOCALNET_IDS.assets.UMQ;
const UMQ = 10n ** 9n;

const dialog = (page: Page) => page.getByRole('dialog', { name: es.confirmTx.title });
const short = (text: string) => `${text.slice(0, 6)}…${text.slice(-4)}`;

/** What algod says `address` holds: µALGO and UMQ base units (null = no opt-in). */
async function onLedger(address: string) {
  const info = await algod.accountInformation(address).do();
  return { algo: info.amount, umq: info.assets?.find((asset) => asset.assetId === UMQ_ID)?.amount ?? null };
}

/** Types a send of `amount` `asset` to `to` and presses Enviar. */
async function typeSend(page: Page, { to, amount, asset }: { to: string; amount: string; asset: string }) {
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption(asset);
  await page.getByLabel(es.wallet.destination).fill(to);
  await page.getByLabel(es.wallet.amount).fill(amount);
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
}

/** The dialog shows `value` (the locale's format, with its unit) and describes it in `baseUnits`; then confirms. */
async function confirmValue(page: Page, value: string, baseUnits: string) {
  await expect(dialog(page)).toHaveAccessibleDescription(fill(es.confirmTx.exactValue, { amounts: baseUnits }));
  await confirm(page, { [es.confirmTx.value]: value });
}

/** A new wallet on /wallet with 10 ALGO, opted in to UMQ through the form and holding `umq` whole UMQ. */
async function walletWith(page: Page, request: APIRequestContext, name: string, umq: bigint) {
  const { address } = await seededWallet(page, name);
  await fund(request, { address });
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption('UMQ');
  await page.getByRole('button', { name: es.wallet.optIn }).click();
  await confirm(page);
  await expect(page.getByRole('button', { name: es.wallet.optIn })).toHaveCount(0);
  await fund(request, { address, assetId: Number(UMQ_ID), amount: (umq * UMQ).toString() });
  return address;
}

test.describe('in an es-ES browser', () => {
  test.use({ locale: 'es-ES' });

  test("'1,5' ALGO sends 1,500,000 µALGO and the history shows it; '0,500' is half; '1,500' asks", async ({
    page,
    request,
  }) => {
    const address = await walletWith(page, request, 'lucia', 2_000n);

    // '1,5' ALGO: the dialog writes it back as 1,5 ALGO, described in µALGO; the ledger moves exactly 1,500,000.
    const friend = generateAccount().addr.toString();
    await typeSend(page, { to: friend, amount: '1,5', asset: 'ALGO' });
    await confirmValue(page, '1,5 ALGO', '1.500.000 unidades base de ALGO');
    await toastTxId(page, es.wallet.sent);
    await expect.poll(async () => (await onLedger(friend)).algo).toBe(1_500_000n);
    const { transactions } = await indexer.lookupAccountTransactions(address).do();
    const sent = transactions.find((txn) => txn.paymentTransaction?.receiver === friend);
    expect(sent?.paymentTransaction?.amount).toBe(1_500_000n);
    // The history names it in the same format.
    const history = page.getByRole('list', { name: es.history.list });
    await expect(
      history.getByRole('listitem', { name: fill(es.history.sent, { amount: '1,5 ALGO', who: short(friend) }) }),
    ).toBeVisible();

    // '0,500' UMQ is half a UMQ, never 500.
    const holder = await optedInReceiver(request);
    await typeSend(page, { to: holder, amount: '0,500', asset: 'UMQ' });
    await confirmValue(page, '0,5 UMQ', '500.000.000 unidades base de UMQ');
    await expect.poll(async () => (await onLedger(holder)).umq).toBe(UMQ / 2n);

    // '1,500' UMQ reads two ways: asked, nothing sent until a reading is picked; each sends what it says.
    const before = await onLedger(address);
    await typeSend(page, { to: holder, amount: '1,500', asset: 'UMQ' });
    const question = page.getByRole('group', { name: '¿Quisiste decir 1500 o 1,5?' });
    await expect(question).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await onLedger(address)).toEqual(before);
    await question.getByRole('button', { name: '1,5', exact: true }).click();
    await expect(page.getByLabel(es.wallet.amount)).toHaveValue('1,5');
    await confirmValue(page, '1,5 UMQ', '1.500.000.000 unidades base de UMQ');
    await expect.poll(async () => (await onLedger(holder)).umq).toBe(UMQ / 2n + (3n * UMQ) / 2n);

    await typeSend(page, { to: holder, amount: '1,500', asset: 'UMQ' });
    await page
      .getByRole('group', { name: '¿Quisiste decir 1500 o 1,5?' })
      .getByRole('button', { name: '1500' })
      .click();
    await expect(page.getByLabel(es.wallet.amount)).toHaveValue('1.500');
    await confirmValue(page, '1.500 UMQ', '1.500.000.000.000 unidades base de UMQ');
    await expect.poll(async () => (await onLedger(holder)).umq).toBe(2n * UMQ + 1_500n * UMQ);
  });
});

test.describe('in an es-MX browser', () => {
  test.use({ locale: 'es-MX' });

  test("'1,000' UMQ sends 1000 UMQ; '0,500' is half, never 500; '1.5' ALGO is 1.5", async ({ page, request }) => {
    await walletWith(page, request, 'mateo', 1_200n);
    const holder = await optedInReceiver(request);

    await typeSend(page, { to: holder, amount: '1,000', asset: 'UMQ' });
    await confirmValue(page, '1,000 UMQ', '1,000,000,000,000 unidades base de UMQ');
    await expect.poll(async () => (await onLedger(holder)).umq).toBe(1_000n * UMQ);

    await typeSend(page, { to: holder, amount: '0,500', asset: 'UMQ' });
    await confirmValue(page, '0.5 UMQ', '500,000,000 unidades base de UMQ');
    await expect.poll(async () => (await onLedger(holder)).umq).toBe(1_000n * UMQ + UMQ / 2n);

    const friend = generateAccount().addr.toString();
    await typeSend(page, { to: friend, amount: '1.5', asset: 'ALGO' });
    await confirmValue(page, '1.5 ALGO', '1,500,000 unidades base de ALGO');
    await expect.poll(async () => (await onLedger(friend)).algo).toBe(1_500_000n);
  });
});
