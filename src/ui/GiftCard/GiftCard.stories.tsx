import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { GiftCard } from './GiftCard';

const meta = {
  title: 'UI/GiftCard',
  component: GiftCard,
  parameters: { layout: 'padded' },
  args: { status: 'not-activated', onClaim: fn() },
} satisfies Meta<typeof GiftCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not activated: the gift's amount and dates, and a line saying to activate it (the screen's gate has the button). */
export const NotActivated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.referral.giftAmount)).toBeInTheDocument();
    await expect(canvas.getByText(ledgerCopy('news.giftBody', COPY_FIGURES))).toBeInTheDocument();
    await expect(canvas.getByText(es.referral.notActivated)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The ledger has not answered yet: the gift and its dates only, no state line and no button. */
export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ledgerCopy('news.giftBody', COPY_FIGURES))).toBeInTheDocument();
    await expect(canvas.queryByText(es.referral.notActivated)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Activated, not claimed: 'Reclamar UMQ'. */
export const CanClaim: Story = {
  args: { status: 'can-claim' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.referral.canClaim)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: es.referral.claim }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

/** The claim on its way: the button is busy and a second press sends nothing. */
export const Claiming: Story = {
  args: { status: 'can-claim', busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.referral.claim });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Claimed: no button any more, a line saying the 500 UMQ arrived. */
export const Claimed: Story = {
  args: { status: 'claimed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.referral.claimed)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
