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
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}><Story /></div>],
} satisfies Meta<typeof BalanceRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** UMQ, amber badge. */
export const Umq: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.500,000')).toBeInTheDocument();
  },
};

/** HLK, violet badge. */
export const Hlk: Story = { args: { symbol: 'HLK', amount: '3,142' } };

/** ALGO with the minimum balance as caption. */
export const AlgoWithCaption: Story = {
  args: { symbol: 'ALGO', amount: '5,250', caption: `${es.home.minBalance}: 0,100` },
};

/** A very large amount wraps instead of overflowing. */
export const LargeAmount: Story = { args: { amount: '1.000.000.000.000,000000001' } };

/** The three balances on the hero card, as on /home. */
export const OnHeroCard: Story = {
  render: () => (
    <Panel tone="hero" title={es.home.balances}>
      <div>
        <BalanceRow symbol="UMQ" amount="12.500,000" />
        <BalanceRow symbol="HLK" amount="3,142" />
        <BalanceRow symbol="ALGO" amount="5,250" caption={`${es.home.minBalance}: 0,100`} />
      </div>
    </Panel>
  ),
};
