import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { screenMeta } from '../support';
import { dialog, FRIEND, offeredConfirm, toasts } from './walletStates';

/**
 * The paid-action host's stages on the local ledger, through /wallet's send (any paid action takes the same path):
 * the answer lost or late (pending, with the group's id), resolved as sent, resolved as not sent, and MainNet's pace.
 * Confirming, sending and refused are in Screens/Wallet; signing is instant (UI/ConfirmTxModal shows it).
 */
const meta = { title: 'Screens/PaidActionHost', ...screenMeta({ route: '/wallet', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const balanceOf = (canvas: Canvas, symbol: string) =>
  within(canvas.getByRole('group', { name: es.home.balances })).getByRole('definition', { name: symbol });

/** Sends 1 ALGO to the friend account and confirms it. */
async function sendOneAlgo(canvas: Canvas) {
  await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('100,0000'), { timeout: 10_000 });
  await userEvent.type(canvas.getByLabelText(es.wallet.destination), FRIEND);
  await userEvent.type(canvas.getByLabelText(es.wallet.amount), '1');
  await userEvent.click(canvas.getByRole('button', { name: es.wallet.send }));
  await userEvent.click(await offeredConfirm(await dialog(es.confirmTx.title)));
}

/**
 * Pending: the node answers 503 to every send, so the outcome is unknown. The modal says so with the group's id
 * and can be closed; sending again shows the same pending send instead of signing a second group.
 */
export const Pending: Story = {
  parameters: { ledger: { faults: ['submit503'] } },
  play: async ({ canvas }) => {
    await sendOneAlgo(canvas);
    const modal = within(await within(document.body).findByRole('dialog', { name: es.confirmTx.title }));
    await expect(await modal.findByText(es.confirmTx.pending, {}, { timeout: 10_000 })).toBeVisible();
    const txId = modal.getByText(/^[A-Z2-7]{52}$/).textContent;
    await userEvent.click(modal.getAllByRole('button', { name: es.ui.close }).at(-1)!);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: es.wallet.send }));
    const again = await dialog(es.confirmTx.title);
    // The dialog fades in (opacity 0 at first): wait until a person could read it.
    await waitFor(() => expect(again.getByText(es.confirmTx.pending)).toBeVisible());
    await expect(again.getByText(txId!)).toBeVisible();
    await expect(again.queryByRole('button', { name: es.confirmTx.confirm })).toBeNull();
  },
};

/** Resolved as sent: the send's answer is lost, the host finds the group in a block: one toast, one transfer. */
export const SentAfterLostAnswer: Story = {
  parameters: { ledger: { faults: ['submitLostResponse'] } },
  play: async ({ canvas }) => {
    await sendOneAlgo(canvas);
    await expect(await within(toasts()).findByText(es.wallet.sent, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('98,9990'), { timeout: 10_000 });
    await expect(within(toasts()).getAllByText(es.wallet.sent)).toHaveLength(1);
  },
};

/**
 * Resolved as not sent: every send is refused with 503 while blocks pass (one per 100 ms), so the group's validity
 * window (50 rounds) closes without it. Only then does the modal say "not sent"; the balance never moved.
 */
export const NotSent: Story = {
  parameters: { ledger: { faults: ['submit503'], blockMs: 100 } },
  play: async ({ canvas }) => {
    await sendOneAlgo(canvas);
    const modal = within(await within(document.body).findByRole('dialog', { name: es.confirmTx.title }));
    await expect(await modal.findByText(es.confirmTx.notSent, {}, { timeout: 20_000 })).toBeVisible();
    await expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('100,0000');
    // The confirm button that had the focus is gone: it moves to the close button, so Escape reaches the dialog.
    await waitFor(() => expect(modal.getAllByRole('button', { name: es.ui.close }).at(-1)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** MainNet's pace (a block every 2,8 s): the send waits in the pool, then the toast; the balance follows. */
export const MainNetPace: Story = {
  parameters: { ledger: { blockMs: 2800 } },
  play: async ({ canvas }) => {
    await sendOneAlgo(canvas);
    await expect(await within(toasts()).findByText(es.wallet.sent, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('98,9990'), { timeout: 10_000 });
  },
};
