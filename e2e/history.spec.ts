import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateAccount } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { seededWallet } from './support/seededWallet.ts';
import { algod, confirm, fill, fund, indexer, openFromTile, passGateStep, toastTxId } from './support/paid.ts';

/**
 * The history on the local ledger: a new wallet gets the dispenser's 10 ALGO, claims the welcome gift on /referido
 * (the UMQ opt-in, the airdrop's opt-in and the claim: app groups), then sends 1,5 ALGO from /wallet. The Spanish
 * history shows each of them, newest first; every figure and txId it shows is checked against the indexer with a
 * plain algosdk client, and the copy button copies the whole txId.
 */

/** An address or txId as the wallet shortens it: first 6 … last 4. */
const short = (text: string) => `${text.slice(0, 6)}…${text.slice(-4)}`;

/** The history's entry named `label` (a list item named by its Spanish label). */
const entry = (page: Page, label: string | RegExp): Locator =>
  page.getByRole('list', { name: es.history.list }).getByRole('listitem', { name: label });

/** The entry named `label` shows these texts (amounts, fee, shortened txId). */
async function shows(item: Locator, texts: string[]) {
  for (const text of texts) await expect(item).toContainText(text);
}

test('the dispenser payment, the gift and a 1,5 ALGO send, named in Spanish in the history with their amounts, fees and txIds', async ({
  page,
  request,
}) => {
  test.slow(); // four paid actions, each confirmed in its own block, after a registration through the screens
  const { address } = await seededWallet(page, 'hilda');
  await fund(request, { address });

  // The gift on /referido: UMQ opt-in, 'Activar Regalo', then the claim.
  await openFromTile(page, es.tiles.wallet, es.tiles.welcome);
  await passGateStep(page, fill(es.wallet.optInValue, { asset: 'UMQ' }));
  await passGateStep(page, es.referral.activate);
  await page.getByRole('button', { name: es.referral.claim }).click();
  await confirm(page);
  const claimTxId = await toastTxId(page, es.referral.claimedToast);

  // /wallet: 1.5 ALGO to a new account.
  await page.goBack(); // the browser's back to /home (a toast covers the header's arrow on a phone)
  await openFromTile(page, es.tiles.wallet, es.tiles.profile);
  const friend = generateAccount().addr.toString();
  await page.getByLabel(es.wallet.destination).fill(friend);
  await page.getByLabel(es.wallet.amount).fill('1,5');
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
  await confirm(page);

  // What the ledger has: the send, the dispenser's payment and the gift's call, read by a plain indexer client.
  await expect.poll(async () => (await algod.accountInformation(friend).do()).amount).toBe(1_500_000n);
  const { transactions } = await indexer.lookupAccountTransactions(address).do();
  const sent = transactions.find((txn) => txn.paymentTransaction?.receiver === friend)!;
  const granted = transactions.find((txn) => txn.paymentTransaction?.receiver === address)!;
  const claim = transactions.find((txn) => txn.id === claimTxId)!;
  expect(sent.paymentTransaction!.amount).toBe(1_500_000n);
  expect(granted.paymentTransaction!.amount).toBe(10_000_000n);
  const gift = claim.innerTxns!.find((inner) => inner.assetTransferTransaction?.receiver === address)!;
  expect(gift.assetTransferTransaction!.amount).toBe(500_000_000_000n);
  const algoFee = (microAlgos: bigint) =>
    fill(es.history.fee, { fee: `${String(Number(microAlgos) / 1e6).replace('.', ',')} ALGO` });

  // The history says it in Spanish, newest first.
  const sendEntry = entry(page, fill(es.history.sent, { amount: '1,5 ALGO', who: short(friend) }));
  await expect(sendEntry).toBeVisible();
  await shows(sendEntry, ['−1,5 ALGO', algoFee(sent.fee), short(sent.id!)]);
  const grantEntry = entry(page, fill(es.history.received, { amount: '10 ALGO', who: short(granted.sender) }));
  await shows(grantEntry, ['+10 ALGO', short(granted.id!)]);
  await expect(grantEntry).not.toContainText(fill(es.history.fee, { fee: '' }).trim());
  await shows(entry(page, es.history.gift), ['+500 UMQ', algoFee(claim.fee), short(claimTxId)]);
  await expect(entry(page, fill(es.history.appOptIn, { app: es.history.appAirdrop }))).toBeVisible();
  await expect(entry(page, fill(es.history.assetOptIn, { asset: 'UMQ' }))).toBeVisible();
  const labels = await page.getByRole('list', { name: es.history.list }).getByRole('listitem').all();
  expect(labels).toHaveLength(5);
  await expect(labels[0]).toHaveAccessibleName(fill(es.history.sent, { amount: '1,5 ALGO', who: short(friend) }));
  await expect(labels[4]).toHaveAccessibleName(
    fill(es.history.received, { amount: '10 ALGO', who: short(granted.sender) }),
  );

  // The copy button beside the send's txId copies the whole id.
  await sendEntry.getByRole('button', { name: es.history.copyTxId }).click();
  await expect(sendEntry.getByRole('status')).toHaveText(es.ui.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sent.id);
});
