import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { SecurityCard } from './SecurityCard';

const meta = {
  title: 'UI/Security/SecurityCard',
  component: SecurityCard,
  args: { onShowWords: fn(), onChangePassword: fn(), onDrill: fn() },
} satisfies Meta<typeof SecurityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three ways to keep the wallet: each button calls its own callback. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: es.security.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.security.showWords }));
    await userEvent.click(canvas.getByRole('button', { name: es.security.changePassword }));
    await userEvent.click(canvas.getByRole('button', { name: es.security.drill }));
    await expect(args.onShowWords).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onDrill).toHaveBeenCalledOnce();
  },
};
