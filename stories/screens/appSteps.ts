/** Steps the feature-screen stories share: the gate's activation, the confirmation modal, and the ledger's side. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios, type ScenarioName } from '../../src/devnet';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import { getAccount } from '../../src/services/ledger';
import { dialog, offeredConfirm, toasts } from './walletStates';

type Canvas = ReturnType<typeof within>;

/** Posts a JSON body to a devnet control route of the story's ledger. */
async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${LOCALNET_URLS.algod}/devnet/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' }, // the devnet server's rule for control routes
    body: JSON.stringify(body),
  });
  await expect(response.ok).toBe(true);
}

/** Credits `whole` UMQ to `address` from the devnet dispenser (the account must hold the UMQ opt-in). */
export const fundUmq = (address: string, whole: bigint) =>
  control('fund', { address, assetId: Number(LOCALNET_IDS.assets.UMQ), amount: (whole * UMQ_UNIT).toString() });

/** Puts the named fault in force from now on (e.g. after the gate's opt-ins went through). */
export const injectFault = (fault: ScenarioName) => control('faults', scenarios[fault]);

/** The UMQ base units `address` holds, read from the ledger (not from the screen). */
export const umqOnLedger = async (address: string) => (await getAccount(address)).umq;

/** Presses Confirmar in the confirmation modal (after checking what it shows, when `check` is given). */
export async function confirmPaid(check?: (modal: Canvas) => Promise<void>): Promise<void> {
  const modal = await dialog(es.confirmTx.title);
  await check?.(modal);
  await userEvent.click(await offeredConfirm(modal));
}

/**
 * The dry run refuses the group before anything is signed: the confirmation says why (`reason`, the Spanish text of
 * the one error translator), offers no Confirmar, and 'Cancelar' closes it with nothing sent.
 */
export async function refusedBeforeSigning(reason: string): Promise<void> {
  const modal = await dialog(es.confirmTx.title);
  await expect(await modal.findByRole('alert')).toHaveTextContent(ledgerCopy('confirmTx.dryRunFailed', { reason }));
  await expect(modal.getByRole('button', { name: es.confirmTx.confirm })).toBeDisabled();
  await userEvent.click(modal.getByRole('button', { name: es.confirmTx.cancel }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: es.confirmTx.title })).toBeNull());
}

/** Waits for a toast that says `message` (a success toast with a txId is a button around it). */
export const toastSaying = async (message: string) => within(toasts()).findByText(message, {}, { timeout: 10_000 });

/** Presses the gate's button `label` (an opt-in), confirms it, and waits until the gate offers it no more. */
export async function passGateStep(canvas: Canvas, label: string): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: label }, { timeout: 10_000 }));
  await confirmPaid();
  await waitFor(() => expect(canvas.queryByRole('button', { name: label })).toBeNull(), { timeout: 10_000 });
}
