import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decodeAddress, decodeUint64, getApplicationAddress } from 'algosdk';
import { es } from '../src/i18n/es.ts';
import { ledgerCopy } from '../src/i18n/features.ts';
import { COPY_FIGURES } from '../src/i18n/figures.ts';
import { setNumberLocale } from '../src/i18n/numbers.ts';
import { LOCALNET_IDS, LOCALNET_REFERRAL_PATHS } from '../src/services/config/localnet.ts';
import { seededWallet } from './support/seededWallet.ts';
import { ALGOD, algod, confirm, fill, fund, openFromTile, passGateStep, toastTxId } from './support/paid.ts';

/**
 * The welcome gift, the referral email and the marketplace on the local ledger: a new wallet activates the gift,
 * claims 500 UMQ, sends a referral email, then buys HBO and is refused Netflix. Every step goes through the UI; a
 * plain algosdk client checks each figure on the ledger, and the local email provider's record shows what it got.
 */
// The page reads es-ES (playwright.config.ts): the copy's figures are written the same way here.
setNumberLocale('es-ES');

const UMQ_ID = LOCALNET_IDS.assets.UMQ;
const { airdrop: AIRDROP, marketplace: MARKETPLACE } = LOCALNET_IDS.apps;
const UNIT = 10n ** 9n;

/** What algod says an account holds (UMQ base units, null = no opt-in) and a uint of an app's local state. */
async function onLedger(address: string) {
  const info = await algod.accountInformation(address).do();
  const local = (app: bigint, key: string) =>
    info.appsLocalState
      ?.find((state) => state.id === app)
      ?.keyValue?.find((kv) => new TextDecoder().decode(kv.key) === key)?.value.uint ?? null;
  return {
    algo: info.amount,
    umq: info.assets?.find((asset) => asset.assetId === UMQ_ID)?.amount ?? null,
    hasClaimed: local(AIRDROP, 'has_claimed'),
    umqSpent: local(MARKETPLACE, 'umq_spent'),
  };
}

/** What the local email provider received, newest last. */
async function referralEvents(request: APIRequestContext) {
  const answer = await request.get(`${ALGOD}${LOCALNET_REFERRAL_PATHS.record}`);
  return (await answer.json()) as { body: Record<string, string>; authorization: string }[];
}

/** A new wallet on /home, with 10 ALGO from the dispenser (the route answers once the grant is in a block). */
async function fundedUser(page: Page, request: APIRequestContext, username: string) {
  const { address } = await seededWallet(page, username);
  await fund(request, { address });
  expect((await onLedger(address)).algo).toBe(10_000_000n);
  return address;
}

/** /referido from the Mox Wallet tile; the UMQ opt-in and 'Activar Regalo' through the gate. */
async function activateGift(page: Page) {
  await openFromTile(page, es.tiles.wallet, es.tiles.welcome);
  await expect(page.getByRole('heading', { level: 1, name: es.referral.title })).toBeVisible();
  await expect(page.getByText(ledgerCopy('news.giftBody', COPY_FIGURES))).toBeVisible();
  await passGateStep(page, fill(es.wallet.optInValue, { asset: 'UMQ' }));
  await passGateStep(page, es.referral.activate);
}

const claimButton = (page: Page) => page.getByRole('button', { name: es.referral.claim });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const claimOf = (page: Page, name: string) => card(page, name).getByRole('button', { name: es.market.claim });

test('activate → claim 500 UMQ → referral email → buy HBO → Netflix refused, USDC not on sale', async ({
  page,
  request,
}) => {
  const address = await fundedUser(page, request, 'rita');

  // The gift: exactly 500 UMQ and has_claimed set on the ledger; the claim's txId in the toast and in localStorage.
  await activateGift(page);
  expect(await onLedger(address)).toMatchObject({ umq: 0n, hasClaimed: 0n });
  await claimButton(page).click();
  await confirm(page);
  const txId = await toastTxId(page, es.referral.claimedToast);
  expect(await page.evaluate(() => localStorage.getItem('txId'))).toBe(txId);
  const claimTx = await algod.pendingTransactionInformation(txId).do();
  expect(claimTx.confirmedRound).toBeGreaterThan(0n);
  expect(claimTx.txn.txn.applicationCall?.appIndex).toBe(AIRDROP);
  expect(await onLedger(address)).toMatchObject({ umq: 500n * UNIT, hasClaimed: 1n });
  // The claim record a close-out cannot erase: the box named by the claimer's public key, holding the claim's round.
  const record = await algod.getApplicationBoxByName(AIRDROP, decodeAddress(address).publicKey).do();
  expect(decodeUint64(record.value, 'bigint')).toBe(claimTx.confirmedRound);
  await expect(claimButton(page)).toHaveCount(0);

  // The referral section: the code is the shortened address; the provider records the event with its bearer token.
  const code = page.getByRole('group', { name: es.referral.code });
  await expect(code).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`);
  await expect(page.getByLabel(es.referral.email)).toHaveAttribute('type', 'email');
  const before = (await referralEvents(request)).length;
  await page.getByLabel(es.referral.email).fill('rita@example.com');
  await page.getByLabel(es.referral.invited).fill('AMIGO-7');
  await page.getByRole('button', { name: es.referral.sendEmail }).click();
  await expect(page.getByRole('region', { name: es.ui.notifications }).getByText(es.referral.emailSent)).toBeVisible();
  const events = await referralEvents(request);
  expect(events).toHaveLength(before + 1);
  expect(events.at(-1)!.body).toEqual({ email: 'rita@example.com', phone: '', referido: address, invited: 'AMIGO-7' });
  expect(events.at(-1)!.authorization).toMatch(/^Bearer \S+$/);
  // The same invite again: the proxy sends one invite per email a day, so the spec's error and nothing recorded.
  await page.getByRole('button', { name: es.referral.sendEmail }).click();
  await expect(
    page.getByRole('region', { name: es.ui.notifications }).getByText(es.errors.referralEmail),
  ).toBeVisible();
  expect(await referralEvents(request)).toHaveLength(before + 1);

  // The marketplace, from the Moxplace tile: 'Ver productos', then the four items; USDC is not on sale.
  await page.getByRole('button', { name: es.common.back }).first().click();
  await openFromTile(page, es.tiles.market, es.tiles.memberships);
  await expect(page.getByRole('heading', { level: 1, name: es.market.title })).toBeVisible();
  await passGateStep(page, es.market.showProducts);
  await expect(card(page, es.market.usdcName).getByText(es.market.soon, { exact: true })).toBeVisible();
  await expect(claimOf(page, es.market.usdcName)).toBeDisabled();
  const total = page.getByText(es.market.totalUsed).locator('xpath=following-sibling::dd[1]');
  await expect(total).toHaveText('0 UMQ');

  // HBO: the confirmation shows price, Mox fee and the whole app address; exactly 8,015 UMQ leave the account.
  await fund(request, { address, assetId: Number(UMQ_ID), amount: (8_000n * UNIT).toString() });
  const beforeHbo = await onLedger(address);
  expect(beforeHbo.umq).toBe(8_500n * UNIT);
  await claimOf(page, es.market.hboName).click();
  const modal = page.getByRole('dialog', { name: es.confirmTx.title });
  await expect(modal.getByText(fill(es.market.buyValue, { item: es.market.hboName }))).toBeVisible();
  await expect(modal.getByText(getApplicationAddress(MARKETPLACE).toString())).toBeVisible();
  await confirm(page, {
    [es.confirmTx.value]: '8.000 UMQ',
    [es.confirmTx.moxFee]: '15 UMQ',
    [es.confirmTx.networkFee]: '0,003 ALGO',
    [es.confirmTx.total]: '8.015 UMQ + 0,003 ALGO',
  });
  const buyTx = await algod
    .pendingTransactionInformation(await toastTxId(page, fill(es.market.bought, { item: es.market.hboName })))
    .do();
  expect(buyTx.confirmedRound).toBeGreaterThan(0n);
  const afterHbo = await onLedger(address);
  expect(afterHbo.umq).toBe(beforeHbo.umq! - 8_015n * UNIT);
  expect(afterHbo.algo).toBe(beforeHbo.algo - 3_000n);
  expect(afterHbo.umqSpent).toBe(8_000n);
  await expect(total).toHaveText('8.000 UMQ');

  // Netflix with 485 UMQ left: refused in Spanish before any confirmation; nothing moves on the ledger.
  await claimOf(page, es.market.netflixName).click();
  const refusal = fill(es.market.notEnough, { item: es.market.netflixName, needed: '10.015', held: '485' });
  await expect(page.getByRole('region', { name: es.ui.notifications }).getByText(refusal)).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(await onLedger(address)).toEqual(afterHbo);
});
