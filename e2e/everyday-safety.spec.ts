import { expect, test } from '@playwright/test';
import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { axeViolations } from './support/axe.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, fill, fund, indexer, openFromTile } from './support/paid.ts';

/**
 * Issue 32 at 390×844, es-ES: a stranger's 0-ALGO payment whose note carries a link is folded as 'Posible spam' in the
 * history, never offers 'Guardar contacto' and never makes its link clickable; a send without enough ALGO says how
 * much is missing (the figure checked against algod); and the dark theme passes axe.
 */

const BAIT = 'Premio para ti: https://mox-premios.example/reclamar';

/** An amount of µALGO as the app writes it, in either number convention (the app's formatter follows the locale). */
const algoFigures = (micro: bigint) => {
  const whole = (micro / 1_000_000n).toString();
  const fraction = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? [`${whole}.${fraction} ALGO`, `${whole},${fraction} ALGO`] : [`${whole} ALGO`];
};

test("a stranger's 0-ALGO link is folded as spam, a short send says what is missing, and the dark theme passes axe", async ({
  page,
  request,
}) => {
  const { address } = await seededWallet(page, 'sara');
  await fund(request, { address });

  // A stranger, funded by the dispenser, sends 0 ALGO with a link in its note (a plain algosdk client).
  const stranger = generateAccount();
  await fund(request, { address: stranger.addr.toString() });
  const suggestedParams = await algod.getTransactionParams().do();
  const dust = makePaymentTxnWithSuggestedParamsFromObject({
    sender: stranger.addr,
    receiver: address,
    amount: 0n,
    note: new TextEncoder().encode(BAIT),
    suggestedParams,
  });
  await algod.sendRawTransaction(dust.signTxn(stranger.sk)).do();
  await expect
    .poll(async () => (await indexer.lookupAccountTransactions(address).do()).transactions.map((txn) => txn.id))
    .toContain(dust.txID());
  const onLedger = await indexer.lookupTransactionByID(dust.txID()).do();
  expect(onLedger.transaction.paymentTransaction!.amount).toBe(0n);
  expect(new TextDecoder().decode(onLedger.transaction.note)).toBe(BAIT);

  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  const history = page.getByRole('list', { name: es.history.list });
  const spam = history.getByRole('listitem', { name: es.history.suspect });
  await expect(spam).toBeVisible();
  await expect(spam).not.toContainText(BAIT);
  await expect(spam.getByRole('button', { name: new RegExp(es.contacts.save) })).toHaveCount(0);
  await spam.getByRole('button', { name: es.history.reveal }).click();
  const from = stranger.addr.toString();
  const label = fill(es.history.received, { amount: '0 ALGO', who: `${from.slice(0, 6)}…${from.slice(-4)}` });
  const revealed = history.getByRole('listitem', { name: label });
  await expect(revealed).toContainText(es.history.suspectBody);
  await expect(page.getByText(BAIT)).toBeVisible();
  // The link in the note is text: nothing on the page links to it, and the stranger is never offered as a contact.
  await expect(page.locator('a[href*="mox-premios"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /mox-premios/ })).toHaveCount(0);
  await expect(revealed.getByRole('button', { name: new RegExp(es.contacts.save) })).toHaveCount(0);

  // The whole balance is not sendable: the form says how much is missing for the send, the fee and the minimum.
  const account = await algod.accountInformation(address).do();
  const sent = (account.amount / 1_000_000n) * 1_000_000n; // every whole ALGO held
  const missing = sent + 1_000n + account.minBalance - account.amount;
  await page.getByLabel(es.wallet.destination).fill(stranger.addr.toString());
  await page.getByLabel(es.wallet.amount).fill((sent / 1_000_000n).toString());
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  const described = page.getByLabel(es.wallet.amount);
  const [prefix] = es.wallet.maxAlgo.split('{missing}');
  const figures = algoFigures(missing);
  await expect(described).toHaveAccessibleDescription(
    new RegExp(`^${prefix}(${figures.map((figure) => figure.replace('.', '\\.')).join('|')}) `),
  );
  await expect(page.getByRole('dialog', { name: es.confirmTx.title })).toHaveCount(0);
  expect((await algod.accountInformation(address).do()).amount).toBe(account.amount);

  // The dark theme, as a phone set to dark gets it: /wallet (spam revealed, the refusal shown) and /home pass axe.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  expect(await axeViolations(page)).toEqual([]);
});
