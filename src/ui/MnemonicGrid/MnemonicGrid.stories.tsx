import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { MnemonicGrid } from './MnemonicGrid';

/** A valid phrase (the all-zero seed's), fixed so the stories never change. */
const ZERO_SEED_WORDS = [...Array<string>(24).fill('abandon'), 'invest'];
/** Long English words, to check none overflows its column on a phone. */
const LONG_WORDS = Array.from({ length: 25 }, (_, i) => ['electric', 'identify', 'umbrella', 'wilderness', 'sunflower'][i % 5]);

const meta = {
  title: 'UI/MnemonicGrid',
  component: MnemonicGrid,
  parameters: { layout: 'padded' },
  args: { words: ZERO_SEED_WORDS, label: es.register.wordsTitle },
} satisfies Meta<typeof MnemonicGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 25 words, numbered 1 to 25 in order, in a monospace font. */
export const TwentyFiveWords: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(25);
    await expect(items[0]).toHaveTextContent('1. abandon');
    await expect(items[24]).toHaveTextContent('25. invest');
    await expect(getComputedStyle(items[24]).fontFamily).toMatch(/mono/i);
  },
};

/** Long words stay inside their column (no horizontal scroll on a 390 px phone). */
export const LongWords: Story = {
  args: { words: LONG_WORDS },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: es.register.wordsTitle });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
