import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { TermsModal } from './TermsModal';

const meta = {
  title: 'UI/TermsModal',
  component: TermsModal,
  args: {
    open: true,
    termsUrl: 'https://example.org/terminos',
    privacyUrl: 'https://example.org/privacidad',
    onAccept: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TermsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: es.terms.title });

/** Just opened: both links open the configured pages in a new tab, the box is unticked and 'Continuar' disabled. */
export const Unticked: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const terms = modal.getByRole('link', { name: new RegExp(es.terms.termsLink) });
    await expect(terms).toHaveAttribute('href', args.termsUrl);
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(modal.getByRole('link', { name: new RegExp(es.terms.privacyLink) })).toHaveAttribute(
      'href',
      args.privacyUrl,
    );
    await expect(modal.getByRole('checkbox', { name: es.terms.accept })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: es.terms.continue })).toBeDisabled();
  },
};

/** Ticking enables 'Continuar', unticking disables it again; pressing it accepts. */
export const TickToContinue: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const box = modal.getByRole('checkbox', { name: es.terms.accept });
    const next = modal.getByRole('button', { name: es.terms.continue });
    await userEvent.click(box);
    await expect(next).toBeEnabled();
    await userEvent.click(box);
    await expect(next).toBeDisabled();
    await userEvent.click(modal.getByText(es.terms.accept));
    await userEvent.click(next);
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Escape closes it without accepting. */
export const DismissedWithEscape: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
