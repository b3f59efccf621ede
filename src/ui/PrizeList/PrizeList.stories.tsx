import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { COPY_FIGURES } from '../../i18n/figures';
import { PrizeList } from './PrizeList';

const meta = {
  title: 'UI/PrizeList',
  component: PrizeList,
  parameters: { layout: 'padded' },
  args: {
    title: es.tiles.quizPrizesTitle,
    prizes: [es.tiles.quizPrize1, ledgerCopy('tiles.quizPrize2', COPY_FIGURES), es.tiles.quizPrize3],
  },
} satisfies Meta<typeof PrizeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The weekly quiz's prizes, as the home tile lists them: 5 USDC, 1,000 UMQ and 500 UMQ, in order, with medals. */
export const QuizPrizes: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: es.tiles.quizPrizesTitle })).getByRole('list');
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The medals are drawn icons, not emoji (empty boxes where the system has no emoji font): the text is the prize.
    await expect(items).toEqual([
      es.tiles.quizPrize1,
      ledgerCopy('tiles.quizPrize2', COPY_FIGURES),
      es.tiles.quizPrize3,
    ]);
  },
};
