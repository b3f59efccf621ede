import { expect, test } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { LOCALNET_GENESIS } from '../src/services/config/localnet.ts';
import { uriAuthority } from '../src/services/payments/arc90.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, openFromTile } from './support/paid.ts';

/**
 * Payment requests and contacts on the local ledger, at phone size: an ARC-90 request pasted into the send form
 * fills it and is paid; one for MainNet is refused; the payee is saved as a contact from the history entry, then
 * picked by name for a second send whose confirmation names it. algod, read with plain algosdk, shows both amounts.
 */

/** What algod says `address` holds, in µALGO. */
const microAlgos = async (address: string) => (await algod.accountInformation(address).do()).amount;

test('an ARC-90 request pasted into the send form is paid exactly; its payee saved from the history is picked by name', async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'paula');
  await fund(request, { address });
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  const payee = generateAccount().addr.toString();
  const destination = page.getByLabel(es.wallet.destination, { exact: true });
  const amount = page.getByLabel(es.wallet.amount, { exact: true });

  // A MainNet request (no authority) is refused on the local ledger, and the amount typed stays.
  await amount.fill('3');
  await destination.fill(`algorand://${payee}?amount=1000000`);
  await expect(destination).toHaveAccessibleDescription(
    fill(es.payRequest.wrongNetwork, { network: es.payRequest.localnet }),
  );
  await expect(amount).toHaveValue('3');

  // The local ledger's request for 1,234567 ALGO, in µALGO as ARC-90 writes it.
  await destination.fill(`algorand://${uriAuthority(LOCALNET_GENESIS.hash)}${payee}?amount=1234567`);
  await expect(destination).toHaveValue(payee);
  await expect(amount).toHaveValue('1,234567');
  await expect(page.getByLabel(es.wallet.asset, { exact: true })).toHaveValue('ALGO');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await confirm(page, { [es.confirmTx.value]: '1,234567 ALGO' });
  await expect.poll(() => microAlgos(payee), { timeout: 15_000 }).toBe(1_234_567n);

  // The history's entry offers to save the payee; named, the entry and the contacts card say 'Pedro'.
  const short = `${payee.slice(0, 6)}…${payee.slice(-4)}`;
  await page
    .getByRole('button', { name: fill(es.contacts.saveCounterparty, { address: short }) })
    .click({ timeout: 15_000 });
  const form = page.getByRole('dialog', { name: es.contacts.addTitle });
  await expect(form.getByLabel(es.contacts.address)).toHaveValue(payee);
  await form.getByLabel(es.contacts.name).fill('Pedro');
  await form.getByRole('button', { name: es.contacts.save }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Enviaste 1,234567 ALGO a Pedro' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: es.contacts.title }).getByRole('listitem', { name: 'Pedro' }),
  ).toBeVisible();

  // Picked by name for a second send: the confirmation names the contact; the ledger adds the 0.5 ALGO.
  await page.getByLabel(es.contacts.pick).selectOption({ label: 'Pedro' });
  await expect(destination).toHaveValue(payee);
  await amount.fill('0,5');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: es.confirmTx.title })
      .getByText(fill(es.contacts.sendTo, { asset: 'ALGO', name: 'Pedro' })),
  ).toBeVisible();
  await confirm(page, { [es.confirmTx.value]: '0,5 ALGO' });
  await expect.poll(() => microAlgos(payee), { timeout: 15_000 }).toBe(1_734_567n);
});
