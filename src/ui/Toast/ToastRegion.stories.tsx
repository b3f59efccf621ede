import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';
import type { ToastItem } from './types';

const sent: ToastItem = { id: 1, tone: 'success', message: es.wallet.sent, txId: sampleData.txId };
const failed: ToastItem = {
  id: 2,
  tone: 'error',
  message: ledgerCopy('errors.rouletteSpin', { reason: es.errors.reasonOverspend }),
};
const info: ToastItem = { id: 3, tone: 'info', message: es.login.success };

const meta = {
  title: 'UI/ToastRegion',
  component: ToastRegion,
  args: { toasts: [sent], onDismiss: fn() },
  // Spy on the clipboard so stories never depend on the browser's clipboard permission.
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A success toast with a transaction id, announced politely. */
export const SuccessWithTxId: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(es.wallet.sent);
    await expect(status).toHaveTextContent(shortenAddress(sampleData.txId));
  },
};

/** An error is announced assertively. */
export const Failure: Story = {
  args: { toasts: [failed] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.errors.reasonOverspend);
  },
};

/** Plain information, no transaction. */
export const Info: Story = { args: { toasts: [info] } };

/** Several at once: errors on top. */
export const Stacked: Story = { args: { toasts: [sent, failed, info] } };

/** Click copies the FULL transaction id and the toast says so. */
export const CopiesTxId: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(es.ui.copyTxId) }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleData.txId);
    await expect(await canvas.findByText(es.ui.txIdCopied)).toBeInTheDocument();
  },
};

/** Enter on the focused toast copies too. */
export const CopiesTxIdWithKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: new RegExp(es.ui.copyTxId) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleData.txId);
    await expect(await canvas.findByText(es.ui.txIdCopied)).toBeInTheDocument();
  },
};

/** The X dismisses at once. */
export const DismissedByClose: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.ui.close }));
    await expect(args.onDismiss).toHaveBeenCalledWith(sent.id);
  },
};

/** Wired to state like the app's provider; a short duration shows the timeout (the 5.5 s default is unit-tested). */
function Live(props: ToastRegionProps) {
  const [toasts, setToasts] = useState(props.toasts);
  const dismiss = (id: number) => {
    props.onDismiss(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  };
  return <ToastRegion {...props} toasts={toasts} onDismiss={dismiss} />;
}

/** Each toast goes away by itself after its duration. */
export const AutoDismiss: Story = {
  args: { toasts: [sent, failed], durationMs: 300 },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement);
    await expect(region.getByText(es.wallet.sent)).toBeInTheDocument();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(2));
    await expect(region.queryByText(es.wallet.sent)).toBeNull();
  },
};
