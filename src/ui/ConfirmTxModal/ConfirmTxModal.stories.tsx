import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es, t } from '../../i18n';
import { sampleData } from '../fixtures';
import { ConfirmTxModal } from './ConfirmTxModal';

const meta = {
  title: 'UI/ConfirmTxModal',
  component: ConfirmTxModal,
  args: {
    open: true,
    action: t('wallet.sendValue', { asset: 'UMQ' }),
    value: '250 UMQ',
    moxFee: '15 UMQ',
    networkFee: '0.002 ALGO',
    total: '265 UMQ + 0.002 ALGO',
    recipient: sampleData.recipient,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmTxModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: es.confirmTx.title });

/** A token send: value, 15 UMQ Mox fee, network fee, total and the FULL recipient address. */
export const TokenSend: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByText(sampleData.recipient)).toBeInTheDocument();
    await expect(box.getByText(es.confirmTx.moxFee).nextElementSibling).toHaveTextContent('15 UMQ');
    await expect(box.getByText(es.confirmTx.total).nextElementSibling).toHaveTextContent('265 UMQ + 0.002 ALGO');
    await userEvent.click(box.getByRole('button', { name: es.confirmTx.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** An ALGO send carries no Mox fee. */
export const AlgoSend: Story = {
  args: {
    action: t('wallet.sendValue', { asset: 'ALGO' }),
    value: '12.5 ALGO',
    moxFee: '0 ALGO',
    networkFee: '0.001 ALGO',
    total: '12.501 ALGO',
  },
};

/** Cancel asks to close without confirming. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: es.confirmTx.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Sending: confirm spins and ignores clicks; cancel, Escape and the X are locked; a live line says what happens. */
export const Sending: Story = {
  args: { stage: 'sending' },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByRole('status')).toHaveTextContent(es.confirmTx.sending);
    const confirm = box.getByRole('button', { name: es.confirmTx.confirm });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(box.getByRole('button', { name: es.confirmTx.cancel })).toBeDisabled();
    await expect(box.getByRole('button', { name: es.ui.close })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Signing: the key signs in the browser; the modal is locked. */
export const Signing: Story = {
  args: { stage: 'signing' },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByRole('status')).toHaveTextContent(es.confirmTx.signing);
    await expect(box.getByRole('button', { name: es.confirmTx.cancel })).toBeDisabled();
  },
};

/** Pending: the answer was lost or is late. The id is shown in full, nothing can be re-sent, and it can be closed. */
export const Pending: Story = {
  args: { stage: 'pending', txId: sampleData.txId, onDismiss: fn() },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByText(es.confirmTx.pending)).toBeInTheDocument();
    await expect(box.getByText(sampleData.txId)).toBeInTheDocument();
    await expect(box.queryByRole('button', { name: es.confirmTx.confirm })).toBeNull();
    await userEvent.click(box.getAllByRole('button', { name: es.ui.close }).at(-1)!);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Not sent: the validity window passed without the group in a block; nothing moved. Escape closes it. */
export const NotSent: Story = {
  args: { stage: 'notSent', txId: sampleData.txId, onDismiss: fn() },
  play: async ({ args }) => {
    const box = within(dialog());
    await expect(box.getByText(es.confirmTx.notSent)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
