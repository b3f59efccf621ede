import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { AddressChip } from '../AddressChip';
import { BalanceRow } from '../BalanceRow';
import { Button } from '../Button';
import { sampleData } from '../fixtures';
import { Panel } from './Panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  parameters: { layout: 'padded' },
  args: {
    title: es.home.balances,
    children: (
      <dl style={{ margin: 0 }}>
        <BalanceRow symbol="UMQ" amount="12.500,000" />
      </dl>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A white card named by its title. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: es.home.balances })).toBeInTheDocument();
  },
};

/** Without a title. */
export const Untitled: Story = { args: { title: undefined, children: <p>{es.tiles.walletBody}</p> } };

/** The hero balance card of /home: address chip, balances and logout. */
export const Hero: Story = {
  args: {
    tone: 'hero',
    title: es.home.yourAddress,
    actions: <AddressChip address={sampleData.address} tone="onDark" />,
    children: (
      <>
        <dl style={{ margin: 0 }}>
          <BalanceRow symbol="UMQ" amount="12.500,000" />
          <BalanceRow symbol="HLK" amount="3,142" />
          <BalanceRow symbol="ALGO" amount="5,250" caption={`${es.home.minBalance}: 0,100`} />
        </dl>
        <Button variant="secondary" icon="logout" fullWidth>
          {es.common.logout}
        </Button>
      </>
    ),
  },
};
