import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { PasskeyLogin } from './PasskeyLogin';

const meta = {
  title: 'UI/Passkey/PasskeyLogin',
  component: PasskeyLogin,
  parameters: { layout: 'padded' },
  args: { busy: false, onSignIn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasskeyLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Entrar con llave de acceso' above the password form, which stays the other way in. */
export const Offered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.passkey.or)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.passkey.login }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** The device is asking for the passkey: progress announced, presses ignored. */
export const Waiting: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: es.passkey.login })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(es.passkey.loginWaiting)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.passkey.login }));
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A device without PRF: the Spanish message, and the button to try again. */
export const Unsupported: Story = {
  args: { error: es.passkey.unsupported },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.passkey.unsupported);
    await expect(canvas.getByRole('button', { name: es.passkey.login })).toBeEnabled();
  },
};

/** The passkey picked opens no wallet of this browser. */
export const NotRegistered: Story = {
  args: { error: es.passkey.notRegistered },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.passkey.notRegistered);
  },
};
