import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stakeFigures, useStakeEstimate } from '../../hooks/stake';
import { es } from '../../i18n';
import { StakeStatus, type StakeStatusProps } from './StakeStatus';

const UMQ = 10n ** 9n;
const STARTED = 1_767_225_600n;

/**
 * The table fed by the real estimate hook on a fake ledger clock: the ledger is read once, `age` seconds after the
 * stake's block, then runs on at one second per second, as on the screen.
 */
function Ticking({
  amount,
  age,
  ...props
}: Pick<StakeStatusProps, 'onWithdraw' | 'withdrawing'> & { amount: bigint; age: bigint }) {
  const [stake] = useState(() => ({ amount, start: STARTED }));
  const [base] = useState(() => ({ ledgerSeconds: STARTED + age, readAtMs: Date.now() }));
  const estimate = useStakeEstimate(stake, base);
  return estimate && <StakeStatus {...props} figures={stakeFigures(amount, estimate, 0.52)} />;
}

const meta = {
  title: 'UI/Stake/StakeStatus',
  component: StakeStatus,
  parameters: { layout: 'padded' },
  args: {
    figures: { amount: '250 UMQ', timeStaked: '0 d 0 h 1 min 5 s', reward: '0.000002679 HLK', apr: '0.52 %' },
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StakeStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a row, found by its header's name. */
const cellOf = (row: HTMLElement) => within(row).getByRole('cell');

/** A running stake: each figure is named by its row header; 'Retirar Stake' asks to withdraw. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(cellOf(canvas.getByRole('row', { name: new RegExp(es.stake.staked) }))).toHaveTextContent('250 UMQ');
    await expect(cellOf(canvas.getByRole('row', { name: new RegExp(es.stake.apr) }))).toHaveTextContent('0.52 %');
    await userEvent.click(canvas.getByRole('button', { name: es.stake.withdraw }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

/** No stake runs: no table, a line saying so, and 'Retirar Stake' still there (SPEC §2), asking to withdraw. */
export const NoStake: Story = {
  args: { figures: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(es.stake.noStake)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.stake.withdraw }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

/** Ticking on a fake ledger clock that reads the stake 10 s old: time and reward move on every second. */
export const TickingEverySecond: Story = {
  render: (args) => <Ticking onWithdraw={args.onWithdraw} amount={100n * UMQ} age={10n} />,
  play: async ({ canvas }) => {
    const time = () => cellOf(canvas.getByRole('row', { name: new RegExp(es.stake.timeStaked) })).textContent ?? '';
    const reward = () => cellOf(canvas.getByRole('row', { name: new RegExp(es.stake.reward) })).textContent ?? '';
    await expect(time()).toMatch(/^0 d 0 h 0 min 1\d s$/);
    const [firstTime, firstReward] = [time(), reward()];
    await waitFor(() => expect(time()).not.toBe(firstTime));
    // 100 UMQ earn 16.49 HLK base units a second.
    await expect(reward()).not.toBe(firstReward);
    await expect(reward()).toMatch(/^0,000000\d{3} HLK$/);
  },
};

/** A stake one year old on the ledger's clock: 250 UMQ have earned 1.3 HLK. */
export const OneYearOld: Story = {
  render: (args) => <Ticking onWithdraw={args.onWithdraw} amount={250n * UMQ} age={31_536_000n} />,
  play: async ({ canvas }) => {
    const row = (name: string) => cellOf(canvas.getByRole('row', { name: new RegExp(name) }));
    await expect(row(es.stake.timeStaked)).toHaveTextContent(/^365 d 0 h 0 min \d s$/);
    await expect(row(es.stake.reward)).toHaveTextContent(/^1,300000\d{3} HLK$/);
  },
};

/** The withdrawal is on its way: spinner, and a second press sends nothing. */
export const Withdrawing: Story = {
  args: { withdrawing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: es.stake.withdraw });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};
