import { expect, test } from '@playwright/test';
import { es } from '../src/i18n/es.ts';
import { runOnOwnLedger } from './support/ledgerProcess.ts';
import { walletSteps } from './support/walletSteps.ts';

// A ledger of this file's own (its faults hang or slow every route), so it runs beside wallet.spec.ts.
const PORTS = { algod: 4294, indexer: 9294 };
runOnOwnLedger(PORTS);
const { newUser, fundFromDispenser, openWallet, send, confirm, onLedger, setFault, clearFaults } = walletSteps(PORTS);

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
