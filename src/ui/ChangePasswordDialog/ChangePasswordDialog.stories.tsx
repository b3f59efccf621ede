import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const meta = {
  title: 'UI/Security/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, busy: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: es.security.changeTitle });

/** The current password and the new one twice are handed on as typed. */
export const Empty: Story = {
  play: async ({ args }) => {
    const modal = within(dialog());
    await userEvent.type(modal.getByLabelText(es.security.currentPassword), 'Secreto9@');
    await userEvent.type(modal.getByLabelText(es.security.newPassword), 'Nueva8clave$');
    await userEvent.type(modal.getByLabelText(es.security.confirmPassword), 'Nueva8clave$');
    await userEvent.click(modal.getByRole('button', { name: es.security.changeSubmit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current: 'Secreto9@',
      next: 'Nueva8clave$',
      confirm: 'Nueva8clave$',
    });
  },
};

/** The spec's rule, on the new password's field. */
export const PasswordRule: Story = {
  args: { problem: { field: 'next', message: es.register.passwordRule } },
  play: async () => {
    await expect(within(dialog()).getByLabelText(es.security.newPassword)).toHaveAccessibleDescription(
      es.register.passwordRule,
    );
  },
};

/** Re-encrypting: progress announced, the dialog stays. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(within(dialog()).getByText(es.security.changing)).toHaveAttribute('role', 'status');
  },
};

/** The write failed: 'Error al guardar cuenta'; the old password still works. */
export const SaveFailed: Story = {
  args: { problem: { field: 'form', message: es.errors.saveAccount } },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(es.errors.saveAccount);
  },
};
