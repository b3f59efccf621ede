import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { sampleData } from '../fixtures';
import { AddressChip } from './AddressChip';

const meta = {
  title: 'UI/AddressChip',
  component: AddressChip,
  parameters: { layout: 'centered' },
  args: { address: sampleData.address },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof AddressChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First 6 … last 4 characters of the address. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SOWRUO…7SFE')).toBeInTheDocument();
  },
};

/** On the ink balance card. */
export const OnDark: Story = {
  args: { tone: 'onDark' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-ink)', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** The copy button copies the FULL address and says "Copiado" (the 4.5 s reset is unit-tested). */
export const Copied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: es.ui.copyAddress }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(sampleData.address);
    await expect(await canvas.findByRole('status')).toHaveTextContent(es.ui.copied);
  },
};
