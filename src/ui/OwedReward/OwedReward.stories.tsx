import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { OwedReward } from './OwedReward';

const meta = {
  title: 'UI/Stake/OwedReward',
  component: OwedReward,
  parameters: { layout: 'padded' },
  args: { amount: '0,42739726 HLK', onClaim: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwedReward>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reward recorded at a withdrawal: the amount owed, the warning about leaving the app, and the claim button. */
export const Owed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: es.stake.owedTitle })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('stake.owedText', { amount: '0,42739726 HLK' }))).toBeVisible();
    await expect(canvas.getByText(es.stake.owedKeep)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.stake.claimOwed }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** The claim is on its way: spinner, and a second press claims nothing. */
export const Claiming: Story = {
  args: { claiming: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.stake.claimOwed });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};
