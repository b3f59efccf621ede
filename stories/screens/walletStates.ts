/** Steps and loaders the /home and /wallet screen stories share. */
import {
  Algodv2,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  mnemonicToSecretKey,
  secretKeyToMnemonic,
} from 'algosdk';
import { expect, waitFor, within } from 'storybook/test';
import { DEVNET_ADDRESSES } from '../../src/devnet';
import { es } from '../../src/i18n';
import { LOCALNET_URLS } from '../../src/services/config/localnet';
import { DEMO_USER, seedDemoWallet, type StorySession } from '../support';

/** The second demo player of the devnet genesis: funded and opted in to UMQ and HLK, a valid receiver. */
export const FRIEND = DEVNET_ADDRESSES.demoPlayers[1];

/**
 * Story loader (runs after the meta's demo-vault loader): replaces the demo user's wallet with a brand-new
 * account — no ALGO, opted in to nothing — signs the story in as it, and hands its address to the play function
 * as `loaded.address`.
 */
export async function seedEmptyAccount(): Promise<{ address: string; signedInAs: StorySession }> {
  const { addr, sk } = generateAccount();
  return { address: addr.toString(), ...(await seedDemoWallet(secretKeyToMnemonic(sk))) };
}

/**
 * Rekeys the demo user's account to a fresh key (as another wallet could have done) by a payment to itself with
 * rekey-to, on the story's ledger; returns the new auth address.
 */
export async function rekeyDemoAccount(): Promise<{ authAddr: string }> {
  const demo = mnemonicToSecretKey(DEMO_USER.mnemonic);
  const authAddr = generateAccount().addr;
  const algod = new Algodv2('', LOCALNET_URLS.algod, new URL(LOCALNET_URLS.algod).port);
  const rekey = makePaymentTxnWithSuggestedParamsFromObject({
    sender: demo.addr,
    receiver: demo.addr,
    amount: 0n,
    rekeyTo: authAddr,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(rekey.signTxn(demo.sk)).do();
  return { authAddr: authAddr.toString() };
}

/** Credits `microAlgos` to `address` from the devnet dispenser (the control route the story's ledger serves). */
export async function fund(address: string, microAlgos = 10_000_000): Promise<void> {
  const response = await fetch(`${LOCALNET_URLS.algod}/devnet/fund`, {
    method: 'POST',
    body: JSON.stringify({ address, microAlgos }),
  });
  await expect(response.ok).toBe(true);
}

/** The page's toast region, where success and error toasts appear. */
export const toasts = () => within(document.body).getByRole('region', { name: es.ui.notifications });

/** The modal with `name`, once open. */
export const dialog = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

/**
 * The confirmation's Confirmar once it takes presses: every check answered (the dry run, a send's receiver checks)
 * and its 500 ms guard over. Drawn from the first frame, it is found at once but ignores presses until then.
 */
export async function offeredConfirm(modal: ReturnType<typeof within>): Promise<HTMLElement> {
  const button = modal.getByRole('button', { name: es.confirmTx.confirm });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}
