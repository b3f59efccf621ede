import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { Panel } from '../Panel';
import { BalanceRow } from './BalanceRow';

const meta = {
  title: 'UI/BalanceRow',
  component: BalanceRow,
  parameters: { layout: 'padded' },
  args: { symbol: 'UMQ', amount: '12.500,000' },
  // A row is a term and its definition: it lives in a description list.
  render: (args) => (
    <dl style={{ margin: 0 }}>
      <BalanceRow {...args} />
    </dl>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** UMQ, amber badge; the amount is named by its symbol. */
export const Umq: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition', { name: 'UMQ' })).toHaveTextContent('12.500,000');
  },
};

/** HLK, violet badge. */
export const Hlk: Story = { args: { symbol: 'HLK', amount: '3,142' } };

/** ALGO with the minimum balance as caption. */
export const AlgoWithCaption: Story = {
  args: { symbol: 'ALGO', amount: '5,250', caption: `${es.home.minBalance}: 0,100` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition', { name: 'ALGO' })).toHaveTextContent('5,250');
  },
};

/** A very large amount wraps instead of overflowing. */
export const LargeAmount: Story = { args: { amount: '1.000.000.000.000,000000001' } };

/** The three balances on the hero card, as on /home. */
export const OnHeroCard: Story = {
  render: () => (
    <Panel tone="hero" title={es.home.balances}>
      <dl style={{ margin: 0 }}>
        <BalanceRow symbol="UMQ" amount="12.500,000" />
        <BalanceRow symbol="HLK" amount="3,142" />
        <BalanceRow symbol="ALGO" amount="5,250" caption={`${es.home.minBalance}: 0,100`} />
      </dl>
    </Panel>
  ),
};
