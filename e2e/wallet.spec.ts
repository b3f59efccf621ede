import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { seededWallet } from './support/seededWallet.ts';
import { routeToLedger, runOnOwnLedger } from './support/ledgerProcess.ts';
import { fill, ledgerAt } from './support/paid.ts';

/**
 * The wallet journey on a local ledger: signed in, fund from the dispenser, opt in, send, the spec's refusals, and
 * injected faults (balances 500, a submit whose answer is lost, a node that hangs or crawls). Every step after
 * signing in goes through the UI; the ledger is read directly (a plain client of its algod) only to prove what the
 * UI claims. The faults apply to every route of the ledger, so this file has a ledger of its own.
 */
const PORTS = { algod: 4291, indexer: 9291 };
const { ALGOD } = ledgerAt(PORTS);
runOnOwnLedger(PORTS);

/** A signed-in user in a browser context of its own (its own IndexedDB), on /home, on this file's ledger. */
async function newUser(browser: Browser, username: string) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await routeToLedger(context, PORTS);
  const page = await context.newPage();
  return { page, address: (await seededWallet(page, username)).address };
}

/** Presses 'Recibir ALGO de prueba' on /home and waits for the 10 ALGO. */
async function fundFromDispenser(page: Page) {
  await expect(page.getByText(es.home.noAlgoTitle)).toBeVisible();
  await page.getByRole('button', { name: es.home.dispense }).click();
  await expect(page.getByText(fill(es.home.dispensed, { n: 10 }))).toBeVisible();
  await expect(balance(page, 'ALGO')).toHaveText('10,0000');
}

/**
 * The amount a balance row shows, labelled by its symbol within the balances group (by label: Playwright follows
 * ARIA 1,3, where a `definition` takes no name, so getByRole('definition', { name }) finds nothing).
 */
const balance = (page: Page, symbol: string) =>
  page.getByRole('group', { name: es.home.balances }).getByLabel(symbol, { exact: true });

/** From /home to /wallet through the Mox Wallet tile (client-side: a reload would drop the in-memory key). */
async function openWallet(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }).click();
  await page.getByRole('dialog', { name: es.tiles.wallet }).getByRole('link', { name: es.tiles.profile }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.wallet.title })).toBeVisible();
}

/** Fills the send form and presses Enviar. */
async function send(page: Page, { to, amount, asset = 'ALGO' }: { to: string; amount: string; asset?: string }) {
  await page.getByLabel(es.wallet.asset, { exact: true }).selectOption(asset);
  await page.getByLabel(es.wallet.destination).fill(to);
  await page.getByLabel(es.wallet.amount).fill(amount);
  await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
}

/** Presses Confirmar in the confirmation modal. */
async function confirm(page: Page) {
  await page
    .getByRole('dialog', { name: es.confirmTx.title })
    .getByRole('button', { name: es.confirmTx.confirm })
    .click();
}

/** What algod says an account holds: µALGO and (when opted in) UMQ base units. */
async function onLedger(request: APIRequestContext, address: string) {
  const info = await (await request.get(`${ALGOD}/v2/accounts/${address}`)).json();
  const umq = (info.assets ?? []).find((holding: { 'asset-id': number }) => holding['asset-id'] === 1001);
  return { algo: BigInt(info.amount), umq: umq ? BigInt(umq.amount) : null };
}

const setFault = (request: APIRequestContext, fault: Record<string, unknown>) =>
  request.post(`${ALGOD}/devnet/faults`, { data: fault });
const clearFaults = (request: APIRequestContext) => request.delete(`${ALGOD}/devnet/faults`);

test.describe('wallet', () => {
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test('fund → opt in to UMQ → send 1,5 ALGO → the refusals of the spec, nothing sent', async ({
    browser,
    request,
  }) => {
    test.slow(); // two wallets signed in, then an opt-in, a send and five refusals
    const receiver = await newUser(browser, 'bea');
    await fundFromDispenser(receiver.page);
    const sender = await newUser(browser, 'ana');
    const { page } = sender;
    await fundFromDispenser(page);
    await openWallet(page);

    // Opt-in al ASA: a zero self-transfer through the confirmation modal.
    await page.getByLabel(es.wallet.asset, { exact: true }).selectOption('UMQ');
    await page.getByRole('button', { name: es.wallet.optIn }).click();
    await expect(page.getByRole('dialog', { name: es.confirmTx.title }).getByText(sender.address)).toBeVisible();
    await confirm(page);
    await expect(page.getByText(es.wallet.optedIn)).toBeVisible();
    await expect(page.getByRole('button', { name: es.wallet.optIn })).toHaveCount(0);
    expect(await onLedger(request, sender.address)).toEqual({ algo: 10_000_000n - 1000n, umq: 0n });

    // 1,5 ALGO to the receiver: the modal's figures, the toast's txId (click copies it), both balances.
    await send(page, { to: receiver.address, amount: '1,5' });
    const modal = page.getByRole('dialog', { name: es.confirmTx.title });
    await expect(modal.getByText(es.confirmTx.total).locator('xpath=following-sibling::dd[1]')).toHaveText(
      '1,501 ALGO',
    );
    await expect(modal.getByText(receiver.address)).toBeVisible();
    // The dry run's answer: what the ledger will take from this account, network fee included.
    await expect(modal.getByRole('region', { name: es.confirmTx.balanceChanges }).getByRole('listitem')).toHaveText([
      '−1,501 ALGO',
    ]);
    await confirm(page);
    const toast = page.getByRole('button', { name: new RegExp(es.wallet.sent) });
    await expect(toast).toBeVisible();
    await toast.click();
    const txId = await page.evaluate(() => navigator.clipboard.readText());
    const pending = await (await request.get(`${ALGOD}/v2/transactions/pending/${txId}?format=json`)).json();
    expect(pending['confirmed-round']).toBeGreaterThan(0);
    await expect(balance(page, 'ALGO')).toHaveText('8,4980');
    expect((await onLedger(request, sender.address)).algo).toBe(10_000_000n - 1000n - 1_500_000n - 1000n);
    // The receiver's own /home shows it within a poll (5 s).
    await expect(balance(receiver.page, 'ALGO')).toHaveText('11,5000');

    // UMQ to an account that never opted in: the dry run refuses it, naming the token; no Confirm, nothing moves.
    await request.post(`${ALGOD}/devnet/fund`, { data: { address: sender.address } }); // +10 ALGO and 200 UMQ
    await expect(balance(page, 'UMQ')).toHaveText('200,00');
    const before = await onLedger(request, sender.address);
    await send(page, { to: receiver.address, amount: '10', asset: 'UMQ' });
    const reason = fill(es.confirmTx.receiverNotOptedIn, { asset: 'UMQ' });
    await expect(modal.getByRole('alert')).toHaveText(fill(es.confirmTx.dryRunFailed, { reason }));
    await expect(modal.getByRole('button', { name: es.confirmTx.confirm })).toBeDisabled();
    await modal.getByRole('button', { name: es.confirmTx.cancel }).click();
    await expect(modal).toBeHidden();
    expect(await onLedger(request, sender.address)).toEqual(before);
    expect((await onLedger(request, receiver.address)).umq).toBeNull();
    await expect(balance(page, 'UMQ')).toHaveText('200,00');

    // Bad address, zero, a negative amount, too many decimals: each refused on the form, no modal, nothing sent.
    const destination = page.getByLabel(es.wallet.destination);
    const amount = page.getByLabel(es.wallet.amount);
    await send(page, {
      to: `${receiver.address.slice(0, -1)}${receiver.address.endsWith('A') ? 'B' : 'A'}`,
      amount: '1',
    });
    await expect(destination).toHaveAccessibleDescription(es.wallet.invalidAddress);
    await send(page, { to: receiver.address, amount: '0' });
    await expect(amount).toHaveAccessibleDescription(es.wallet.invalidData);
    await send(page, { to: receiver.address, amount: '-2' }); // typed as it is, refused as invalid (DESIGN §8)
    await expect(amount).toHaveAccessibleDescription(es.wallet.invalidData);
    await send(page, { to: receiver.address, amount: '0,0000001' });
    await expect(amount).toHaveAccessibleDescription(fill(es.wallet.tooManyDecimals, { asset: 'ALGO', n: 6 }));
    await send(page, { to: '', amount: '1' });
    await expect(destination).toHaveAccessibleDescription(es.wallet.invalidData);
    await expect(page.getByRole('dialog', { name: es.confirmTx.title })).toHaveCount(0);
    expect(await onLedger(request, sender.address)).toEqual(before);

    // Logout leaves for /login.
    await page.getByRole('button', { name: es.wallet.back }).last().click();
    await page.getByRole('button', { name: es.common.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('balances answering 500: the error toast once, then the balances recover by themselves', async ({
    browser,
    request,
  }) => {
    const { page, address } = await newUser(browser, 'caro');
    await fundFromDispenser(page);
    await setFault(request, { route: 'account', status: 500 });
    await expect(page.getByText(es.errors.balances)).toBeVisible({ timeout: 15_000 });
    await clearFaults(request);
    await request.post(`${ALGOD}/devnet/fund`, { data: { address, microAlgos: 2_000_000 } });
    await expect(balance(page, 'ALGO')).toHaveText('12,0000', { timeout: 15_000 });
  });

  test('a submit whose answer is lost after algod accepted it: exactly one transfer, reported as sent', async ({
    browser,
    request,
  }) => {
    const receiver = await newUser(browser, 'dani');
    const { page, address } = await newUser(browser, 'eva');
    await fundFromDispenser(page);
    await openWallet(page);
    const senderBefore = await onLedger(request, address);

    await send(page, { to: receiver.address, amount: '2' });
    // Every answer to the send is lost (the app re-sends the same bytes, then asks the ledger what landed).
    await setFault(request, { route: 'submit', loseResponse: true });
    await confirm(page);

    await expect(page.getByRole('button', { name: new RegExp(es.wallet.sent) })).toBeVisible({ timeout: 15_000 });
    await expect(balance(page, 'ALGO')).toHaveText('7,9990');
    expect((await onLedger(request, receiver.address)).algo).toBe(2_000_000n);
    expect((await onLedger(request, address)).algo).toBe(senderBefore.algo - 2_000_000n - 1000n);
  });
});

/**
 * Nodes that hang or crawl: the outcome of a send is unknown for a while. The modal never sticks (it says the send
 * is pending, with its id, and can be closed), and however the node behaves, at most one transfer happens.
 */
test.describe('wallet on a hanging or slow node', () => {
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  test('a node that stops answering mid-send: pending with the id, closable, then one transfer once it is back', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const receiver = await newUser(browser, 'fede');
    const { page, address } = await newUser(browser, 'gala');
    await fundFromDispenser(page);
    await openWallet(page);
    const senderBefore = await onLedger(request, address);

    await send(page, { to: receiver.address, amount: '1' });
    const modal = page.getByRole('dialog', { name: es.confirmTx.title });
    // The node stops answering once the confirmation is ready (its reads and dry run done), as the user confirms.
    await expect(modal.getByRole('button', { name: es.confirmTx.confirm })).toBeEnabled();
    await setFault(request, { route: '*', hang: true });
    await confirm(page);

    await expect(modal.getByText(es.confirmTx.pending)).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByText(/^[A-Z2-7]{52}$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // A second try while the first is pending reopens it instead of signing a new group.
    await page.getByRole('button', { name: es.wallet.send, exact: true }).click();
    await expect(modal.getByText(es.confirmTx.pending)).toBeVisible();
    await expect(modal.getByRole('button', { name: es.confirmTx.confirm })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await clearFaults(request);
    await expect(page.getByRole('button', { name: new RegExp(es.wallet.sent) })).toBeVisible({ timeout: 60_000 });
    expect((await onLedger(request, receiver.address)).algo).toBe(1_000_000n);
    expect((await onLedger(request, address)).algo).toBe(senderBefore.algo - 1_000_000n - 1000n);
  });

  test('a node answering every request 4 s late: the send goes through once, the modal does not stick', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const receiver = await newUser(browser, 'hugo');
    const { page, address } = await newUser(browser, 'ines');
    await fundFromDispenser(page);
    await openWallet(page);
    const senderBefore = await onLedger(request, address);

    await setFault(request, { route: '*', latencyMs: 4000 });
    await send(page, { to: receiver.address, amount: '1' });
    await confirm(page);

    await expect(page.getByRole('button', { name: new RegExp(es.wallet.sent) })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('dialog', { name: es.confirmTx.title })).toBeHidden();
    await clearFaults(request);
    expect((await onLedger(request, receiver.address)).algo).toBe(1_000_000n);
    expect((await onLedger(request, address)).algo).toBe(senderBefore.algo - 1_000_000n - 1000n);
  });
});
