import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'UI/UpdatePrompt',
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  args: { onUpdate: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new version waits: nothing changes until 'Actualizar' is pressed. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    const prompt = canvas.getByRole('region', { name: es.pwa.updateAvailable });
    await expect(prompt).toHaveTextContent(es.pwa.updateAvailable);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: es.pwa.update }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

/** 'Ahora no' keeps the running version. */
export const Dismissed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.pwa.later }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Pressed: the page is about to reload; a second press does nothing. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas, args }) => {
    const update = canvas.getByRole('button', { name: es.pwa.updating });
    await expect(update).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(update);
    await expect(args.onUpdate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: es.pwa.later })).toBeDisabled();
  },
};
