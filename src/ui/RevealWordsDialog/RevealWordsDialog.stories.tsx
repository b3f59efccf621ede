import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { es } from '../../i18n';
import { RevealWordsDialog } from './RevealWordsDialog';

const WORDS = `${'abandon '.repeat(24)}invest`.split(' ');

const meta = {
  title: 'UI/Security/RevealWordsDialog',
  component: RevealWordsDialog,
  args: {
    stage: 'ask',
    words: null,
    unlock: { busy: false, problem: null, passkey: false },
    onPassword: fn(),
    onPasskey: fn(),
    onReveal: fn(),
    onAgain: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RevealWordsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: es.security.revealTitle });

/** First, confirm it is you. */
export const Ask: Story = {
  play: async () => {
    await waitFor(() => expect(within(dialog()).getByLabelText(es.login.password)).toBeVisible());
  },
};

/** Decrypted, behind the warning: no word is in the page until the deliberate reveal. */
export const Warning: Story = {
  args: { stage: 'warning' },
  play: async ({ args }) => {
    const modal = within(dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent(es.security.revealWarning);
    await expect(modal.queryByRole('list')).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: es.security.reveal }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** Shown: the 25 numbered words, not selectable, no copy button. */
export const Shown: Story = {
  args: { stage: 'shown', words: WORDS },
  play: async () => {
    const modal = within(dialog());
    await expect(modal.getAllByRole('listitem')).toHaveLength(25);
    await expect(modal.queryByRole('button', { name: /copiar/i })).toBeNull();
    await expect(getComputedStyle(modal.getByRole('list').parentElement!.parentElement!).userSelect).toBe('none');
  },
};

/** Hidden by the timer or the tab: the words are gone; seeing them again asks again. */
export const Hidden: Story = {
  args: { stage: 'hidden' },
  play: async ({ args }) => {
    const modal = within(dialog());
    await expect(modal.getByRole('status')).toHaveTextContent(es.security.hiddenNotice);
    await userEvent.click(modal.getByRole('button', { name: es.security.again }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};
