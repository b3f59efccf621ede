import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { LOOK_ALIKES } from '../src/test/lookAlike.ts';
import { seededWallet } from './support/seededWallet.ts';
import { ALGOD, algod, confirm, fund, openFromTile, toastTxId } from './support/paid.ts';

/**
 * A confirmation that cannot be rushed (issue 31 item 1) and the send form's note (issue 32), on the local ledger at
 * phone size: a note sent is on the ledger byte for byte; with the indexer slowed by the ledger's faults, Confirmar
 * is not offered before the receiver checks answer, and the look-alike they find must be ticked before it is.
 */
const [paid, forged] = LOOK_ALIKES[1];

test.afterEach(async ({ request }) => {
  await request.delete(`${ALGOD}/devnet/faults`);
});

test('a note reaches the ledger; a slow indexer holds Confirmar until the look-alike warning is in and ticked', async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'lucia');
  await fund(request, { address });
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  const dialog = page.getByRole('dialog', { name: es.confirmTx.title });

  // A first payment with a note: the dialog shows it, and algod holds exactly those UTF-8 bytes.
  const note = 'Alquiler de noviembre · 🏠';
  await page.getByLabel(es.wallet.destination).fill(paid);
  await page.getByLabel(es.wallet.amount).fill('1');
  await page.getByLabel(es.wallet.note).fill(note);
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await confirm(page, { [es.confirmTx.notes]: note });
  const txId = await toastTxId(page, es.wallet.sent);
  const onLedger = await algod.pendingTransactionInformation(txId).do();
  expect(new TextDecoder().decode(onLedger.txn.txn.note)).toBe(note);
  expect(onLedger.txn.txn.payment?.receiver.toString()).toBe(paid);

  // The indexer now takes 3 s to read the history: the dry run answers first, Confirmar stays disabled.
  const slow = await request.post(`${ALGOD}/devnet/faults`, {
    data: { route: 'indexer-account-transactions', latencyMs: 3_000 },
  });
  expect(slow.ok()).toBe(true);
  await page.getByLabel(es.wallet.destination).fill(forged);
  await page.getByLabel(es.wallet.amount).fill('1');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  const confirmButton = dialog.getByRole('button', { name: es.confirmTx.confirm });
  await expect(dialog.getByRole('region', { name: es.confirmTx.balanceChanges })).toBeVisible();
  await expect(dialog.getByText(es.confirmTx.checkingRecipient)).toBeVisible();
  await expect(confirmButton).toBeDisabled();
  await expect(dialog.getByRole('button', { name: es.confirmTx.cancel })).toBeEnabled();

  // The answer: a look-alike of the address paid before. Still no Confirmar until the user ticks it.
  await expect(dialog.getByText(es.confirmTx.lookAlike)).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(paid, { exact: true })).toBeVisible();
  await expect(confirmButton).toBeDisabled();
  await dialog.getByRole('checkbox', { name: es.confirmTx.lookAlikeAck }).check();
  await confirm(page);
  await expect.poll(async () => (await algod.accountInformation(forged).do()).amount).toBe(1_000_000n);
});
