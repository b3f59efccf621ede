import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { UnlockWordsForm } from './UnlockWordsForm';

const meta = {
  title: 'UI/Security/UnlockWordsForm',
  component: UnlockWordsForm,
  args: { busy: false, passkey: false, onPassword: fn(), onPasskey: fn() },
} satisfies Meta<typeof UnlockWordsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password: an empty one is refused on its field, a typed one handed on. */
export const Password: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.security.unlockSubmit }));
    await expect(canvas.getByLabelText(es.login.password)).toHaveAccessibleDescription(es.security.passwordRequired);
    await userEvent.type(canvas.getByLabelText(es.login.password), 'Secreto9@');
    await userEvent.click(canvas.getByRole('button', { name: es.security.unlockSubmit }));
    await expect(args.onPassword).toHaveBeenCalledWith('Secreto9@');
  },
};

/** The wallet has a passkey here: it may be used instead. */
export const WithPasskey: Story = {
  args: { passkey: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.security.usePasskey }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
  },
};

/** Decrypting: progress announced. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.security.checking)).toHaveAttribute('role', 'status');
  },
};

/** A wrong password: '❌ Contraseña incorrecta' on the field. */
export const WrongPassword: Story = {
  args: { problem: { field: 'password', message: es.errors.wrongPassword } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.login.password)).toHaveAttribute('aria-invalid', 'true');
  },
};
