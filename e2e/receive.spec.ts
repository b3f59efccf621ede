import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject, waitForConfirmation } from 'algosdk';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_GENESIS } from '../src/services/config/localnet.ts';
import { parsePaymentUri, uriAuthority } from '../src/services/payments/arc90.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, fill, fund, openFromTile } from './support/paid.ts';

/**
 * Receiving on the local ledger, at phone size: a new wallet opens 'Recibir' on /wallet, the QR is read back from
 * the screen's pixels (a screenshot decoded with jsQR, as a phone camera would) to ARC-90's algorand://gh:<local genesis>/<the address shown>,
 * then with 1.5 ALGO asked; copy puts the whole address on the clipboard. An outside algosdk client then pays what
 * the decoded code asks, and algod and the screen both show the 1.5 ALGO arrived.
 */

/** ARC-90 names the local ledger (not MainNet) by its genesis hash. */
const GH = uriAuthority(LOCALNET_GENESIS.hash);

/** What a camera reads from `qr`: a PNG screenshot of the element, decoded by jsQR. */
async function scan(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** Asks `amount` of `asset` in the open sheet. */
async function ask(sheet: Locator, asset: string, amount: string) {
  await sheet.getByLabel(es.wallet.asset, { exact: true }).selectOption(asset);
  await sheet.getByLabel(es.wallet.amount, { exact: true }).fill(amount);
  await sheet.getByRole('button', { name: es.receive.showRequest }).click();
}

/** The ALGO balance row of /wallet. */
const algoBalance = (page: Page) =>
  page.getByRole('group', { name: es.home.balances }).getByLabel('ALGO', { exact: true });

test('Recibir: the QR decodes from the screen to the address shown, then with 1,5 ALGO asked; a payment to it arrives', async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'rita');
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  await expect(algoBalance(page)).toHaveText('0,0000');

  await page.getByRole('button', { name: es.receive.open, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: es.receive.title });
  const shown = (await sheet.getByRole('region', { name: es.receive.address }).locator('code').textContent()) ?? '';
  expect(shown).toBe(address);

  const bare = sheet.getByRole('img', { name: es.receive.qrAddress });
  await expect(bare).toBeVisible();
  // Large enough to scan from a phone: at least 240 CSS px on this 390 px screen.
  expect((await bare.boundingBox())?.width).toBeGreaterThanOrEqual(240);
  expect(await scan(bare)).toBe(`algorand://${GH}${shown}`);

  // Copy puts the WHOLE address on the clipboard.
  await sheet.getByRole('button', { name: es.ui.copyAddress }).click();
  await expect(sheet.getByRole('status')).toHaveText(es.ui.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // A refused amount (separators no locale writes) says how to write it, as es-ES does, and leaves the code as it was.
  await ask(sheet, 'ALGO', '1,5,0');
  await expect(sheet.getByLabel(es.wallet.amount, { exact: true })).toHaveAccessibleDescription(
    fill(es.wallet.amountMalformed, { example: '1.234,5' }),
  );
  expect(await scan(bare)).toBe(`algorand://${GH}${shown}`);

  await ask(sheet, 'ALGO', '1,5');
  const asking = sheet.getByRole('img', { name: fill(es.receive.qrAmount, { amount: '1,5', asset: 'ALGO' }) });
  // The sheet was scrolled down to the form; the code comes back into view by itself.
  await expect(asking).toBeInViewport();
  const uri = await scan(asking);
  expect(uri).toBe(`algorand://${GH}${address}?amount=1500000`);

  // An outside wallet pays what the code asks, with plain algosdk; the ledger and the screen show it arrived.
  const asked = parsePaymentUri(uri ?? '');
  const payer = generateAccount();
  await fund(request, { address: payer.addr.toString() });
  const payment = makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: asked.address,
    amount: asked.amount ?? 0n,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(payment.signTxn(payer.sk)).do();
  await waitForConfirmation(algod, txid, 4);
  expect((await algod.accountInformation(address).do()).amount).toBe(1_500_000n);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: es.receive.open, exact: true })).toBeFocused();
  await expect(algoBalance(page)).toHaveText('1,5000');
});
