import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  parameters: { layout: 'centered' },
  args: { icon: 'close', label: es.ui.close, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, pressed like any button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.ui.close }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** On the ink surface of a header or hero card. */
export const OnDark: Story = {
  args: { icon: 'copy', label: es.ui.copyAddress, tone: 'onDark' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-ink)', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: es.ui.close })).toBeDisabled();
  },
};
