import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData, sampleExplorer } from '../fixtures';
import { Toast } from './Toast';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  parameters: { layout: 'padded' },
  args: { toast: { id: 1, tone: 'success', message: es.register.activated }, onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Success, no transaction: plain text, no copy button. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.register.activated)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: new RegExp(es.ui.copyTxId) })).toBeNull();
  },
};

/** Success with a transaction id: shortened id and the copy hint. */
export const SuccessWithTxId: Story = {
  args: { toast: { id: 2, tone: 'success', message: es.wallet.optedIn, txId: sampleData.txId } },
};

/** A paid action's success on MainNet: the id to copy, then 'Ver en el explorador' opening it in a new tab. */
export const SuccessWithExplorer: Story = {
  args: {
    toast: { id: 5, tone: 'success', message: es.wallet.sent, txId: sampleData.txId, explorer: sampleExplorer },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: sampleExplorer.label });
    await expect(link).toHaveAttribute('href', sampleExplorer.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent(es.explorer.open);
    await expect(canvas.getByRole('button', { name: new RegExp(es.ui.copyTxId) })).toBeInTheDocument();
  },
};

/** Error with the translated reason. */
export const Failure: Story = {
  args: {
    toast: { id: 3, tone: 'error', message: ledgerCopy('errors.claimReward', { reason: es.errors.reasonNetwork }) },
  },
};

/** Information. */
export const Info: Story = {
  args: { toast: { id: 4, tone: 'info', message: ledgerCopy('home.dispensed', { n: 10 }) } },
};

/** The X dismisses it with its id. */
export const Dismiss: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.ui.close }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};
