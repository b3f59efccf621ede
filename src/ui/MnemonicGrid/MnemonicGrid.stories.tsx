import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { MnemonicGrid } from './MnemonicGrid';

/** A valid phrase (the all-zero seed's), fixed so the stories never change. */
const ZERO_SEED_WORDS = [...Array<string>(24).fill('abandon'), 'invest'];
/** 8-letter English words, the longest in the list, to check none overflows its column on a phone. */
const LONG_WORDS = Array.from(
  { length: 25 },
  (_, i) => ['electric', 'identify', 'umbrella', 'bachelor', 'question'][i % 5],
);

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

/** The longest words (8 letters) stay whole and inside the list: no word broken in two, no horizontal scroll. */
export const LongWords: Story = {
  args: { words: LONG_WORDS },
  // The width the list gets inside the registration card on a 360 px phone.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18.5rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: es.register.wordsTitle });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const word of canvas.getAllByText('umbrella')) await expect(word.getClientRects()).toHaveLength(1);
  },
};

/** With room (a tablet or desktop card), three columns. */
export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).columnCount).toBe('3');
  },
};
