import { expect, test } from '@playwright/test';
import {
  generateAccount,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
} from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, openFromTile } from './support/paid.ts';

/**
 * 'Otros activos' on the local ledger: an asset made by an outside account with plain algosdk is added by its number
 * (its unit and creator shown first), received, 2,5 of it sent back from the send form (250 base units on the ledger,
 * decimals 2), and removed: the rest goes back to its creator and exactly 0.1 ALGO of minimum balance is freed.
 * Every figure on screen is checked against algod.
 */

const short = (text: string) => `${text.slice(0, 6)}…${text.slice(-4)}`;

test('an outside asset added by number, received, 2,5 sent back and removed, each step checked on the ledger', async ({
  page,
  request,
}) => {
  // A wallet made, then three paid actions, each through a confirmation that cannot be rushed (ADR 0026), on two
  // loaded cores: more than the default minute.
  test.setTimeout(120_000);
  const { address } = await seededWallet(page, 'amparo');
  await fund(request, { address });

  // An outside account makes 'Moneda del barrio' (BARRIO, 2 decimals) with plain algosdk.
  const outsider = generateAccount();
  await fund(request, { address: outsider.addr.toString() });
  const create = makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: outsider.addr,
    total: 1_000_000n,
    decimals: 2,
    defaultFrozen: false,
    unitName: 'BARRIO',
    assetName: 'Moneda del barrio',
    manager: outsider.addr,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(create.signTxn(outsider.sk)).do();
  const assetId = (await algod.pendingTransactionInformation(create.txID()).do()).assetIndex!;

  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  const others = page.getByRole('region', { name: es.assets.title });
  await expect(others.getByText(es.assets.empty)).toBeVisible();
  const minBefore = (await algod.accountInformation(address).do()).minBalance;

  // 'Añadir activo': the number, then what it is and the 0.1 ALGO it reserves, then the confirmation dialog.
  await others.getByRole('button', { name: es.assets.add }).click();
  const add = page.getByRole('dialog', { name: es.assets.addTitle });
  await add.getByLabel(es.assets.idLabel).fill(String(assetId));
  await expect(add.getByText('Moneda del barrio')).toBeVisible();
  await expect(add.getByText('BARRIO', { exact: true })).toBeVisible();
  await expect(add.getByText(short(outsider.addr.toString()))).toBeVisible();
  await expect(add.getByText(/0[.,]1 ALGO/)).toBeVisible();
  await add.getByRole('button', { name: fill(es.assets.addConfirm, { unit: 'BARRIO' }) }).click();
  await confirm(page);
  const row = others.getByRole('listitem', { name: 'Moneda del barrio' });
  await expect(row).toContainText(`BARRIO · #${assetId}`);
  await expect(row).toContainText('0 BARRIO');
  const joined = await algod.accountInformation(address).do();
  expect(joined.minBalance - minBefore).toBe(100_000n);
  expect((await algod.accountAssetInformation(address, assetId).do()).assetHolding?.amount).toBe(0n);

  // The outsider pays 10 BARRIO (1000 base units) in; the list shows them.
  const pay = makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: outsider.addr,
    receiver: address,
    assetIndex: assetId,
    amount: 1000n,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(pay.signTxn(outsider.sk)).do();
  await expect(row).toContainText('10 BARRIO');

  // 2,5 BARRIO back to the outsider from the send form: 250 base units arrive.
  await page.getByLabel(es.wallet.destination).fill(outsider.addr.toString());
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption({ label: `BARRIO · #${assetId}` });
  await page.getByLabel(es.wallet.amount).fill('2,5');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await confirm(page);
  await expect
    .poll(async () => (await algod.accountAssetInformation(outsider.addr, assetId).do()).assetHolding?.amount)
    .toBe(1_000_000n - 1000n + 250n);
  expect((await algod.accountAssetInformation(address, assetId).do()).assetHolding?.amount).toBe(750n);
  await expect(row).toContainText(/7[.,]5 BARRIO/);

  // 'Quitar': the 7,5 still held go back to the creator (said first), and exactly 0.1 ALGO of reserve is freed.
  await row.getByRole('button', { name: fill(es.assets.removeNamed, { unit: 'BARRIO' }) }).click();
  const remove = page.getByRole('dialog', { name: fill(es.assets.removeTitle, { unit: 'BARRIO' }) });
  await expect(remove).toContainText(short(outsider.addr.toString()));
  await expect(remove).toContainText(/7[.,]5 BARRIO/);
  const minHeld = (await algod.accountInformation(address).do()).minBalance;
  await remove.getByRole('button', { name: es.assets.removeYesSending }).click();
  await confirm(page);
  await expect(others.getByText(es.assets.empty)).toBeVisible();
  const after = await algod.accountInformation(address).do();
  expect(minHeld - after.minBalance).toBe(100_000n);
  expect(after.assets ?? []).toEqual([]);
  expect((await algod.accountAssetInformation(outsider.addr, assetId).do()).assetHolding?.amount).toBe(1_000_000n);
});
