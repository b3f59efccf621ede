import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData, sampleExplorer } from '../fixtures';
import { ConfirmTxModal } from './ConfirmTxModal';
import type { ArmTimer } from './useArmed';

/** Confirm's 500 ms guard over at once: the stories that press Confirm are not about it (ConfirmGuarded is). */
const armAtOnce: ArmTimer = (arm) => {
  arm();
  return () => undefined;
};

const meta = {
  title: 'UI/ConfirmTxModal',
  component: ConfirmTxModal,
  args: {
    open: true,
    action: ledgerCopy('wallet.sendValue', { asset: 'UMQ' }),
    value: '250 UMQ',
    moxFee: '15 UMQ',
    networkFee: '0.002 ALGO',
    total: '265 UMQ + 0.002 ALGO',
    recipient: sampleData.recipient,
    canConfirm: true,
    armTimer: armAtOnce,
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
    await userEvent.click(await box.findByRole('button', { name: es.confirmTx.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** An ALGO send carries no Mox fee. */
export const AlgoSend: Story = {
  args: {
    action: ledgerCopy('wallet.sendValue', { asset: 'ALGO' }),
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
  args: { stage: 'sending', canConfirm: false },
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
  args: { stage: 'signing', canConfirm: false },
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

/** Pending on MainNet: beside the id, 'Ver en el explorador' follows the group on the explorer. */
export const PendingWithExplorer: Story = {
  args: { stage: 'pending', txId: sampleData.txId, explorer: sampleExplorer, onDismiss: fn() },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByText(es.confirmTx.pending)).toBeInTheDocument();
    const link = box.getByRole('link', { name: sampleExplorer.label });
    await expect(link).toHaveAttribute('href', sampleExplorer.url);
    await expect(link).toHaveAttribute('target', '_blank');
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

const confirmButton = () => within(dialog()).queryByRole('button', { name: es.confirmTx.confirm });

/**
 * The dry run is still running: a spinner says so, and Confirm is drawn in its place from the first frame but
 * disabled, beside Cancel (it never appears later where Cancel was).
 */
export const DryRunSimulating: Story = {
  args: { dryRun: { kind: 'simulating' }, recipientCheck: 'checking', canConfirm: false },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(es.confirmTx.simulating)).toBeInTheDocument();
    await expect(confirmButton()).toBeDisabled();
    await expect(within(dialog()).getByRole('button', { name: es.confirmTx.cancel })).toBeEnabled();
    await userEvent.click(confirmButton()!, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The dry run answered but the receiver is still being checked against the history (the indexer takes 1–3 s):
 * Confirm stays disabled, so a look-alike warning can never arrive after the click.
 */
export const RecipientChecking: Story = {
  args: {
    dryRun: { kind: 'ok', changes: ['−250 UMQ', '−0.001 ALGO'] },
    recipientCheck: 'checking',
    canConfirm: false,
  },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(es.confirmTx.checkingRecipient)).toBeInTheDocument();
    await expect(confirmButton()).toBeDisabled();
    await userEvent.click(confirmButton()!, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The history could not be read: the dialog says so, and Confirm waits for a deliberate tick. */
export const RecipientUnavailable: Story = {
  args: {
    dryRun: { kind: 'ok', changes: ['−250 UMQ', '−0.001 ALGO'] },
    recipientCheck: 'unavailable',
    unverified: { acknowledged: false, onAcknowledge: fn() },
    canConfirm: false,
  },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(es.confirmTx.recipientUnavailable)).toBeInTheDocument();
    await expect(confirmButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: es.confirmTx.unverifiedAck }));
    await expect(args.unverified?.onAcknowledge).toHaveBeenCalledWith(true);
  },
};

/** The tick given: Confirm may be pressed. */
export const RecipientUnavailableAcknowledged: Story = {
  args: {
    ...RecipientUnavailable.args,
    unverified: { acknowledged: true, onAcknowledge: fn() },
    canConfirm: true,
  },
  play: async ({ args }) => {
    await expect(within(dialog()).getByRole('checkbox', { name: es.confirmTx.unverifiedAck })).toBeChecked();
    await userEvent.click(confirmButton()!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

let armConfirm = () => undefined as void;
/** A clock the story moves by hand: Confirm's guard ends when the play says so. */
const heldTimer: ArmTimer = (arm) => {
  armConfirm = arm;
  return () => undefined;
};

/**
 * Confirm was just offered: for its first 500 ms it is announced unavailable and a press does nothing (a tap or a
 * double click aimed before it came); once the guard is over, a press confirms.
 */
export const ConfirmGuarded: Story = {
  args: { dryRun: { kind: 'ok', changes: ['−250 UMQ', '−0.001 ALGO'] }, armTimer: heldTimer },
  play: async ({ args }) => {
    const confirm = confirmButton()!;
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    armConfirm();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The dry run answered: the user's balance changes per asset, inner transfers the contract pays included. */
export const DryRunBalanceChanges: Story = {
  args: {
    action: ledgerCopy('referral.claimValue'),
    value: '0 ALGO',
    moxFee: '0 ALGO',
    networkFee: '0.002 ALGO',
    total: '0.002 ALGO',
    recipientName: es.confirmTx.appAirdrop,
    dryRun: { kind: 'ok', changes: ['+500 UMQ', '−0.002 ALGO'] },
  },
  play: async ({ args }) => {
    const changes = within(within(dialog()).getByRole('region', { name: es.confirmTx.balanceChanges }));
    await expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['+500 UMQ', '−0.002 ALGO']);
    await expect(within(dialog()).getByText(es.confirmTx.appAirdrop)).toBeInTheDocument();
    await userEvent.click(confirmButton()!);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A spin: the dry run's prize is left out, and the dialog says the spin decides it (ADR 0008). */
export const DryRunPrizeBySpin: Story = {
  args: {
    action: ledgerCopy('roulette.spinTitle'),
    recipientName: es.confirmTx.admin,
    dryRun: { kind: 'ok', changes: ['−115 UMQ', '−0.004 ALGO'], prizeBySpin: true },
  },
  play: async () => {
    await expect(within(dialog()).getByText(es.confirmTx.prizeBySpin)).toBeInTheDocument();
  },
};

/** The dry run failed: the Spanish reason, and no Confirm: nothing can be signed. */
export const DryRunFailed: Story = {
  args: {
    dryRun: { kind: 'failed', reason: 'El destinatario aún no activó UMQ: no puede recibirlo' },
    canConfirm: false,
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'El destinatario aún no activó UMQ: no puede recibirlo',
    );
    await expect(confirmButton()).toBeDisabled();
    await expect(within(dialog()).getByRole('button', { name: es.confirmTx.cancel })).toBeEnabled();
  },
};

/**
 * The node could not dry-run: the dialog says so and shows the decoded figures; the user may still confirm, after
 * ticking that they go on without the simulation.
 */
export const DryRunUnavailable: Story = {
  args: {
    dryRun: { kind: 'unavailable' },
    unverified: { acknowledged: false, onAcknowledge: fn() },
    canConfirm: false,
  },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(es.confirmTx.dryRunUnavailable)).toBeInTheDocument();
    await expect(within(dialog()).getByText(es.confirmTx.total).nextElementSibling).toHaveTextContent('265 UMQ');
    await expect(confirmButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: es.confirmTx.unverifiedAck }));
    await expect(args.unverified?.onAcknowledge).toHaveBeenCalledWith(true);
  },
};

/** A first payment to this address is pointed out. */
export const FirstTimeRecipient: Story = {
  args: { firstTimeRecipient: true, dryRun: { kind: 'ok', changes: ['−250 UMQ', '−0.001 ALGO'] } },
  play: async () => {
    await expect(within(dialog()).getByText(es.confirmTx.firstTime)).toBeInTheDocument();
    await expect(confirmButton()).toBeEnabled();
  },
};

/** An address like a known one (an earlier recipient, a contact): Confirm is enabled only once the user acknowledges the warning. */
export const LookAlikeWarning: Story = {
  args: { lookAlike: { earlier: sampleData.recipient, acknowledged: false, onAcknowledge: fn() }, canConfirm: false },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(es.confirmTx.lookAlike)).toBeInTheDocument();
    await expect(confirmButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: es.confirmTx.lookAlikeAck }));
    await expect(args.lookAlike?.onAcknowledge).toHaveBeenCalledWith(true);
  },
};

/** Acknowledged: Confirm may be pressed. */
export const LookAlikeAcknowledged: Story = {
  args: { lookAlike: { earlier: sampleData.recipient, acknowledged: true, onAcknowledge: fn() } },
  play: async () => {
    await expect(within(dialog()).getByRole('checkbox', { name: es.confirmTx.lookAlikeAck })).toBeChecked();
    await expect(confirmButton()).toBeEnabled();
  },
};

/** A send with a note: the dialog shows it whole, as text, before it is signed. */
export const WithNote: Story = {
  args: { notes: ['Factura 2026-114 · alquiler de noviembre 🏠'] },
  play: async () => {
    await expect(within(dialog()).getByText(es.confirmTx.notes).nextElementSibling).toHaveTextContent(
      'Factura 2026-114 · alquiler de noviembre 🏠',
    );
  },
};

/** A network fee above 0.01 ALGO is warned about. */
export const HighFee: Story = {
  args: { networkFee: '0.05 ALGO', total: '265 UMQ + 0.05 ALGO', highFee: true },
  play: async () => {
    await expect(within(dialog()).getByText(es.confirmTx.highFee)).toBeInTheDocument();
    // The threshold in the reader's convention (es-ES): '0,01 ALGO'.
    await expect(within(dialog()).getByText(/paga más de 0,01 ALGO de comisión de red/)).toBeInTheDocument();
  },
};
