/** Steps of journeys that pay through the confirmation modal, and the local ledger's control routes they use. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  Algodv2,
  generateAccount,
  Indexer,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
} from 'algosdk';
import { es } from '../../src/i18n/es.ts';
import { LOCALNET_IDS } from '../../src/services/config/localnet.ts';

/** The ports of a local ledger: the shared one the config starts (4001, 8980), or a journey's own. */
export interface LedgerPorts {
  algod: number;
  indexer: number;
}

/**
 * A ledger's algod URL (where the control routes live too), plain algosdk clients of its algod and indexer (what a
 * journey checks the screen against), and its dispenser: `{address}` for 10 ALGO, `{address, assetId, amount}` for
 * tokens (base units; needs the opt-in).
 */
export function ledgerAt(ports: LedgerPorts) {
  const url = `http://localhost:${ports.algod}`;
  return {
    ALGOD: url,
    algod: new Algodv2('', 'http://localhost', ports.algod),
    indexer: new Indexer('', 'http://localhost', ports.indexer),
    fund: async (request: APIRequestContext, data: Record<string, unknown>): Promise<void> => {
      const answer = await request.post(`${url}/devnet/fund`, { data });
      expect(answer.ok(), await answer.text()).toBe(true);
    },
  };
}

/** The shared local ledger's: most journeys keep to their own new accounts on it. */
export const { ALGOD, algod, indexer, fund } = ledgerAt({ algod: 4001, indexer: 8980 });

/** A catalogue text with its `{placeholders}` filled (the app's t() needs Vite's env, so journeys use this). */
export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

/** Presses Confirmar in the confirmation modal once it shows `expected` lines (label → figure). */
export async function confirm(page: Page, expected: Record<string, string> = {}) {
  const modal = page.getByRole('dialog', { name: es.confirmTx.title });
  for (const [label, figure] of Object.entries(expected)) {
    await expect(modal.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(figure);
  }
  await modal.getByRole('button', { name: es.confirmTx.confirm }).click();
  await expect(modal).toBeHidden();
}

/** Clicks the success toast saying `message` (it copies the txId) and returns the txId it copied. */
export async function toastTxId(page: Page, message: string): Promise<string> {
  const toast = page.getByRole('button', { name: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(toast).toBeVisible();
  await toast.click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Presses a feature gate's button `label` (an opt-in), confirms it, and waits until the gate offers it no more. */
export async function passGateStep(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true });
  await button.click();
  await confirm(page);
  await expect(button).toHaveCount(0);
}

/** From /home, a tile's modal and one of its links (client-side: a reload would drop the in-memory key). */
export async function openFromTile(page: Page, tile: string, link: string) {
  await page.getByRole('button', { name: new RegExp(`^${tile}`) }).click();
  await page.getByRole('dialog', { name: tile }).getByRole('link', { name: link }).click();
}

/** A new account outside the app, funded with 10 ALGO and opted in to UMQ by its own key (a plain algosdk client). */
export async function optedInReceiver(request: APIRequestContext): Promise<string> {
  const account = generateAccount();
  const address = account.addr.toString();
  await fund(request, { address });
  const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0n,
    assetIndex: LOCALNET_IDS.assets.UMQ,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(optIn.signTxn(account.sk)).do();
  await waitForConfirmation(algod, txid, 10);
  return address;
}
