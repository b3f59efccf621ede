import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { TargetResult } from './TargetResult';

const meta = {
  title: 'UI/TargetResult',
  component: TargetResult,
  parameters: { layout: 'padded' },
  args: { score: 3, onClaim: fn(), onRetry: fn() },
} satisfies Meta<typeof TargetResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With points: the claim is offered, and only the claim. */
export const WithPoints: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.target.canClaim)).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('target.finalScore', { n: 3 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.retry })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.target.reward }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** Claiming: 'Recompensa' is busy and a second press sends nothing. */
export const Claiming: Story = {
  args: { claiming: true },
  play: async ({ canvas, args }) => {
    const claim = canvas.getByRole('button', { name: es.target.reward });
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Claimed: what the confirmed claim paid, and a new game. */
export const Claimed: Story = {
  args: { reward: '30 UMQ' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ledgerCopy('target.rewarded', { amount: '30 UMQ' }));
    await expect(canvas.queryByRole('button', { name: es.target.reward })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.target.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No points: better luck next time, and nothing to claim or pay. */
export const NoPoints: Story = {
  args: { score: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.target.noPoints)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.reward })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.target.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};
