import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { PasskeyConfirm } from './PasskeyConfirm';

const meta = {
  title: 'UI/Passkey/PasskeyConfirm',
  component: PasskeyConfirm,
  args: { open: true, busy: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof PasskeyConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialog lives in the top layer, outside the story's canvas.
const dialog = () => within(document.body).getByRole('dialog', { name: es.passkey.confirmTitle });

/** The password is asked first; an empty one is refused on its field, then the typed one is handed on. */
export const AsksForThePassword: Story = {
  play: async ({ args }) => {
    const modal = within(dialog());
    await userEvent.click(modal.getByRole('button', { name: es.passkey.confirmSubmit }));
    await expect(modal.getByLabelText(es.login.password)).toHaveAccessibleDescription(es.passkey.passwordRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(modal.getByLabelText(es.login.password), 'Secreto9@');
    await userEvent.click(modal.getByRole('button', { name: es.passkey.confirmSubmit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Secreto9@');
  },
};

/** Waiting for the device: progress announced, the dialog cannot be dismissed. */
export const Creating: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const modal = within(dialog());
    await expect(modal.getByText(es.passkey.creating)).toHaveAttribute('role', 'status');
    await expect(modal.getByRole('button', { name: es.passkey.confirmSubmit })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A wrong password: '❌ Contraseña incorrecta' on the field. */
export const WrongPassword: Story = {
  args: { passwordError: es.errors.wrongPassword },
  play: async () => {
    const modal = within(dialog());
    await expect(modal.getByLabelText(es.login.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('alert')).toHaveTextContent(es.errors.wrongPassword);
  },
};

/** A device without PRF: told in Spanish it cannot use a passkey for Mox; the dialog can be closed, nothing changed. */
export const Unsupported: Story = {
  args: { error: es.passkey.unsupported },
  play: async ({ args }) => {
    const modal = within(dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent(es.passkey.unsupported);
    await userEvent.click(modal.getByRole('button', { name: es.ui.close }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
