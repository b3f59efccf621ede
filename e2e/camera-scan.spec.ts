import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  generateAccount,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type Account,
} from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../src/services/config/localnet.ts';
import { CHROMIUM_PATH } from '../scripts/chromium.ts';
import { fakeCameraArgs, filmQr } from './support/fakeCamera.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, openFromTile } from './support/paid.ts';

/**
 * The send form's 'Escanear código QR' with a camera that films an ARC-90 payment request (Chromium's fake video
 * device playing a Y4M made here from the request): getUserMedia, the <video>, the app's decoder (jsQR on Debian's
 * Chromium, which has no BarcodeDetector) and the form all run for real. The request fills destination, asset and
 * amount; the payment is sent and algod, read with plain algosdk, holds exactly the requested base units. A camera
 * the user refuses gets the Spanish reason and changes nothing.
 *
 * Chromium takes its camera at launch but reopens the video each time a page starts it, so each test films its own
 * request; the context's camera permission decides whether the page may use it.
 */

const UMQ = LOCALNET_IDS.assets.UMQ;
// Both requests ask for amounts whose last base unit shows, written as the browser's es-ES reads them: 2,345678 ALGO
// and 7,000000123 UMQ (9 decimals).
const ALGO_REQUEST = { amount: 2_345_678n, shown: '2,345678' };
const UMQ_REQUEST = { amount: 7_000_000_123n, shown: '7,000000123' };
/** What the dispenser gives the payer: 10 UMQ. */
const UMQ_FUNDS = 10_000_000_000n;

/**
 * An ARC-90 request of the local ledger, written here by hand from the standard (not with the app's builder):
 * `algorand://gh:<genesis hash, base64url>/<address>?amount=<base units>[&asset=<id>]`.
 */
function requestUri(payee: string, amount: bigint, assetId?: bigint): string {
  const network = `gh:${Buffer.from(LOCALNET_GENESIS.hash, 'base64').toString('base64url')}`;
  return `algorand://${network}/${payee}?amount=${amount}${assetId === undefined ? '' : `&asset=${assetId}`}`;
}

/** The fake camera of this worker's browser: `film` changes what it shows the next time a page opens it. */
interface Camera {
  video: string;
  film(text: string | null): void;
}

// Fixture functions name their callback `provide`: React's lint rules read a call to `use` as a hook.
const test = base.extend<{ payee: Account }, { camera: Camera }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this (empty) pattern
  payee: async ({}, provide) => provide(generateAccount()),
  camera: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, provide, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const video = join(workerInfo.project.outputDir, `camera-${workerInfo.workerIndex}.y4m`);
      filmQr(video, null);
      await provide({ video, film: (text) => filmQr(video, text) });
    },
    { scope: 'worker' },
  ],
  // Chromium takes its camera at launch: this worker's browser gets the fake one. The full browser, not the tests'
  // headless shell (ADR 0043): in the shell the sheet shows the fake camera's video, but the app's decoder never reads
  // the code in it and the sheet stays open.
  launchOptions: [
    async ({ launchOptions, camera }, provide) => {
      const args = [...(launchOptions.args ?? []), ...fakeCameraArgs(camera.video)];
      await provide({ ...launchOptions, executablePath: CHROMIUM_PATH, args });
    },
    { scope: 'worker' },
  ],
});

/** A new wallet with 10 ALGO, on the send form of /wallet. */
async function sendFormOfNewWallet(page: Page, request: APIRequestContext, username: string) {
  const { address } = await seededWallet(page, username);
  await fund(request, { address });
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  return address;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Presses 'Escanear código QR': the camera sheet opens, reads the code and closes by itself. */
async function scanWithCamera(page: Page) {
  await page.getByRole('button', { name: es.payRequest.scan }).click();
  const sheet = page.getByRole('dialog', { name: es.payRequest.scanTitle });
  await expect(sheet.getByLabel(es.payRequest.video)).toBeVisible();
  await expect(sheet).toBeHidden();
}

/** The page keeps the phone's width: nothing read (a whole address in the summary) makes it scroll sideways. */
async function expectPhoneWidth(page: Page) {
  const width = page.viewportSize()?.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

/** The payee, by plain algosdk: some ALGO from the dispenser, then its UMQ opt-in. */
async function payeeOptsInToUmq(payee: Account, request: APIRequestContext) {
  await fund(request, { address: payee.addr.toString() });
  const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: payee.addr,
    receiver: payee.addr,
    assetIndex: UMQ,
    amount: 0,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(optIn.signTxn(payee.sk)).do();
  await waitForConfirmation(algod, txid, 10);
}

const microAlgosOf = async (address: Account['addr']) => (await algod.accountInformation(address).do()).amount;
const umqOf = async (address: Account['addr'] | string) =>
  (await algod.accountAssetInformation(address, UMQ).do()).assetHolding?.amount ?? 0n;

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write', 'camera'] });

  test('a filmed request for ALGO fills destination, ALGO and 2,345678; once sent, algod shows exactly 2 345 678 µALGO more', async ({
    page,
    request,
    camera,
    payee,
  }) => {
    await sendFormOfNewWallet(page, request, 'camila');
    const before = await microAlgosOf(payee.addr);

    camera.film(requestUri(payee.addr.toString(), ALGO_REQUEST.amount));
    await scanWithCamera(page);
    const who = payee.addr.toString();
    const what = fill(es.payRequest.readAmount, { amount: ALGO_REQUEST.shown, asset: 'ALGO', who });
    await expect(page.getByRole('status').filter({ hasText: fill(es.payRequest.read, { what }) })).toBeVisible();
    await expect(field(page, es.wallet.destination)).toHaveValue(who);
    await expect(field(page, es.wallet.asset)).toHaveValue('ALGO');
    await expect(field(page, es.wallet.amount)).toHaveValue(ALGO_REQUEST.shown);
    await expectPhoneWidth(page);

    await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
    await confirm(page, { [es.confirmTx.value]: `${ALGO_REQUEST.shown} ALGO` });
    await expect
      .poll(async () => (await microAlgosOf(payee.addr)) - before, { timeout: 15_000 })
      .toBe(ALGO_REQUEST.amount);
  });

  test('a filmed request for UMQ fills destination, UMQ and 7,000000123; after the opt-in it is sent and algod shows 7 000 000 123 base units', async ({
    page,
    request,
    camera,
    payee,
  }) => {
    const address = await sendFormOfNewWallet(page, request, 'camilo');
    await payeeOptsInToUmq(payee, request);

    camera.film(requestUri(payee.addr.toString(), UMQ_REQUEST.amount, UMQ));
    await scanWithCamera(page);
    await expect(field(page, es.wallet.destination)).toHaveValue(payee.addr.toString());
    await expect(field(page, es.wallet.asset)).toHaveValue('UMQ');
    await expect(field(page, es.wallet.amount)).toHaveValue(UMQ_REQUEST.shown);
    await expectPhoneWidth(page);

    // This wallet has no UMQ yet: the form offers the opt-in and keeps the scanned request; the dispenser pays 10 UMQ.
    await expect(page.getByText(fill(es.wallet.notOptedIn, { asset: 'UMQ' }))).toBeVisible();
    await page.getByRole('button', { name: es.wallet.optIn }).click();
    await confirm(page);
    await expect(page.getByRole('button', { name: es.wallet.optIn })).toHaveCount(0, { timeout: 15_000 });
    await fund(request, { address, assetId: Number(UMQ), amount: String(UMQ_FUNDS) });
    await expect(field(page, es.wallet.amount)).toHaveValue(UMQ_REQUEST.shown);

    await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
    await confirm(page, { [es.confirmTx.value]: `${UMQ_REQUEST.shown} UMQ` });
    await expect.poll(() => umqOf(payee.addr), { timeout: 15_000 }).toBe(UMQ_REQUEST.amount);
    expect(await umqOf(address)).toBe(UMQ_FUNDS - UMQ_REQUEST.amount);
  });
});

test('a refused camera says in Spanish why it cannot be used; Cancelar closes the sheet and the form is as it was', async ({
  page,
  request,
  camera,
  payee,
}) => {
  // The context has no camera permission: Chromium refuses it as a user's "Block" would.
  camera.film(requestUri(payee.addr.toString(), ALGO_REQUEST.amount));
  await sendFormOfNewWallet(page, request, 'camelia');
  await field(page, es.wallet.amount).fill('1');

  await page.getByRole('button', { name: es.payRequest.scan }).click();
  const sheet = page.getByRole('dialog', { name: es.payRequest.scanTitle });
  await expect(sheet.getByRole('alert')).toHaveText(es.payRequest.cameraFailed);
  await expect(sheet.getByLabel(es.payRequest.video)).toHaveCount(0);
  await sheet.getByRole('button', { name: es.common.cancel }).click();
  await expect(sheet).toBeHidden();

  await expect(field(page, es.wallet.destination)).toHaveValue('');
  await expect(field(page, es.wallet.amount)).toHaveValue('1');
  await expect(field(page, es.wallet.asset)).toHaveValue('ALGO');
});
