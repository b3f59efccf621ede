import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { runOnOwnLedger } from './support/ledgerProcess.ts';
import { fill, ledgerAt } from './support/paid.ts';
import { walletSteps } from './support/walletSteps.ts';

/**
 * The wallet journey on a local ledger: signed in, fund from the dispenser, opt in, send, the spec's refusals, and
 * injected faults (balances 500, a submit whose answer is lost). The faults apply to every route of the ledger, so
 * this file has a ledger of its own (the hanging and slow node: walletSlowNode.spec.ts, on another).
 */
const PORTS = { algod: 4291, indexer: 9291 };
const { ALGOD } = ledgerAt(PORTS);
runOnOwnLedger(PORTS);
const { newUser, fundFromDispenser, balance, openWallet, send, confirm, onLedger, setFault, clearFaults } =
  walletSteps(PORTS);

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
