import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { PasskeyCard } from './PasskeyCard';

const meta = {
  title: 'UI/Passkey/PasskeyCard',
  component: PasskeyCard,
  parameters: { layout: 'padded' },
  args: { enabled: false, onActivate: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasskeyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: what a passkey does, and 'Activar llave de acceso'. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: es.passkey.title })).toBeVisible();
    await expect(canvas.getByText(es.passkey.offBody)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.passkey.remove })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.passkey.activate }));
    await expect(args.onActivate).toHaveBeenCalledOnce();
  },
};

/** On: 'Llave de acceso activada', the password still works, and the passkey can be removed. */
export const On: Story = {
  args: { enabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.passkey.activated)).toBeVisible();
    await expect(canvas.getByText(es.passkey.onBody)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.passkey.activate })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.passkey.remove }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Being removed: the button is busy and a second press does nothing. */
export const Removing: Story = {
  args: { enabled: true, removing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.passkey.remove });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Still reading whether this wallet has a passkey: a spinner, no button yet. */
export const Loading: Story = {
  args: { enabled: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.common.loading);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A failed removal: the message is announced and the passkey stays on. */
export const RemoveFailed: Story = {
  args: { enabled: true, error: es.passkey.failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.passkey.failed);
    await expect(canvas.getByRole('button', { name: es.passkey.remove })).toBeEnabled();
  },
};
