import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { es } from '../../src/i18n/es.ts';
import { routeToLedger } from './ledgerProcess.ts';
import { fill, ledgerAt, type LedgerPorts } from './paid.ts';
import { seededWallet } from './seededWallet.ts';

/**
 * The wallet journeys' steps (wallet.spec.ts, walletSlowNode.spec.ts), on a ledger of the file's own: their faults
 * apply to every route of a ledger. Every step goes through the UI; the ledger is read directly (a plain client of its
 * algod) only to prove what the UI claims.
 */
export function walletSteps(PORTS: LedgerPorts) {
  const { ALGOD } = ledgerAt(PORTS);

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

  return { newUser, fundFromDispenser, balance, openWallet, send, confirm, onLedger, setFault, clearFaults };
}
