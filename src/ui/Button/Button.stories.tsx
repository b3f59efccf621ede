import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: es.wallet.send, onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main call to action; a click reaches onClick. */
export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.send }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A second choice beside a primary one. */
export const Secondary: Story = { args: { variant: 'secondary', children: es.common.back } };

/** Irreversible or destructive actions. */
export const Danger: Story = { args: { variant: 'danger', children: es.common.logout, icon: 'logout' } };

/** Low-emphasis actions in toolbars and headers. */
export const Ghost: Story = { args: { variant: 'ghost', children: es.common.cancel } };

/** With a leading icon. */
export const WithIcon: Story = { args: { icon: 'send' } };

/** The three sizes side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

/** Loading: spinner, aria-busy, and a click does nothing (no double send). */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.wallet.send });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled: cannot be pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.wallet.send });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Spans its container, as at the bottom of a phone form. */
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };
