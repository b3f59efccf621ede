import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { screenMeta } from '../support';
import { confirmPaid, injectFault, refusedBeforeSigning, toastSaying } from './appSteps';
import {
  advanceClock,
  demoHoldings,
  demoStake,
  figure,
  optInToStaking,
  stakeOnLedger,
  withdrawElsewhere,
  YEAR,
} from './stakeStates';
import { dialog, fund, seedEmptyAccount } from './walletStates';

/**
 * /stake on the local ledger, signed in as the demo player (5,000 UMQ, opted in to UMQ and HLK, not to staking):
 * the gate, the amount checks, a stake, the running stake ticking, a stake one year old on the ledger's clock and
 * its withdrawal, and the withdrawal's failures. Figures are checked against the ledger read by algosdk.
 */
const meta = { title: 'Screens/Stake', ...screenMeta({ route: '/stake', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const UMQ = 10n ** 9n;
const amountField = (canvas: Canvas) => canvas.findByRole('textbox', { name: es.stake.amount }, { timeout: 10_000 });
const stakeButton = (canvas: Canvas) => canvas.getByRole('button', { name: es.stake.stake });
const withdrawButton = (canvas: Canvas) =>
  canvas.findByRole('button', { name: es.stake.withdraw }, { timeout: 10_000 });
const noDialog = () => expect(within(document.body).queryByRole('dialog')).toBeNull();

/** The contract's reward, worked out here on its own: amount × seconds × 0,52 % / 365 days, rounded down. */
const contractReward = (amount: bigint, seconds: bigint) => (amount * seconds * 52n) / (10_000n * BigInt(YEAR));

/** HLK base units with all nine decimals, as the running stake's table shows them ('0,000000164'). */
const allDecimals = (units: bigint) => `${units / UMQ},${(units % UMQ).toString().padStart(9, '0')}`;
/** The same with only its significant decimals, as the toast writes them ('1,3'). */
const hlkText = (units: bigint) => allDecimals(units).replace(/,?0+$/, '');

/** '365 d 0 h 0 min 7 s' → seconds. */
function secondsOf(text: string): bigint {
  const [d, h, min, s] = text.match(/\d+/g)!.map(BigInt);
  return ((d * 24n + h) * 60n + min) * 60n + s;
}

/** The modal's figure on the line named `label` ('Valor', 'Comisión Mox'…). */
const line = (modal: Canvas, label: string) => modal.getByText(label).nextElementSibling;

/** Starts past the gate: the demo user opted in to staking. */
const activated = { beforeEach: async () => void (await optInToStaking()) };

/** Starts with a running stake of 250 UMQ, made on the ledger before the screen opens. */
const staking = {
  beforeEach: async () => {
    await optInToStaking();
    await stakeOnLedger(250n * UMQ);
  },
};

/**
 * A new account: 'Activar Staking' offers the UMQ opt-in, then HLK (the reward is paid in it), then the app, each
 * through the confirmation modal; the form follows.
 */
export const Activation: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    await fund((loaded as { address: string }).address);
    const labels = [
      ledgerCopy('wallet.optInValue', { asset: 'UMQ' }),
      ledgerCopy('wallet.optInValue', { asset: 'HLK' }),
      es.stake.activate,
    ];
    const steps = async () =>
      within(await canvas.findByRole('list', { name: es.gate.steps }, { timeout: 10_000 })).getAllByRole('listitem');
    await expect((await steps()).map((item) => item.textContent)).toEqual(labels.map((label) => label + es.gate.todo));
    for (const [i, label] of labels.entries()) {
      await userEvent.click(await canvas.findByRole('button', { name: es.stake.activate }, { timeout: 10_000 }));
      await confirmPaid(async (modal) => expect(modal.getByText(label)).toBeInTheDocument());
      if (i < labels.length - 1) {
        await waitFor(async () => expect((await steps())[i]).toHaveTextContent(label + es.gate.done), {
          timeout: 10_000,
        });
      }
    }
    await toastSaying(es.gate.activated);
    await expect(await amountField(canvas)).toBeEnabled();
    await expect(canvas.getByText(ledgerCopy('stake.balance', { balance: '0 UMQ' }))).toBeVisible();
  },
};

/** An account with no ALGO: the network refuses the first opt-in and the spec's activation message shows. */
export const ActivationFailed: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: es.stake.activate }, { timeout: 10_000 }));
    // The dry run sees the opt-in cannot be paid: nothing is signed.
    await refusedBeforeSigning('Te faltan');
    await expect(canvas.getByRole('button', { name: es.stake.activate })).toBeEnabled();
  },
};

/**
 * Activated, no stake: the amount (numeric keypad: whole UMQ; minimum 100 as hint), 'Hacer Stake', the UMQ held, no
 * table, and 'Retirar Stake' all the same (SPEC §2): pressed, it says 'No tienes UMQ stakeado actualmente.'
 */
export const Ready: Story = {
  ...activated,
  play: async ({ canvas }) => {
    const field = await amountField(canvas);
    await expect(field).toBeEnabled();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAccessibleDescription(ledgerCopy('stake.amountHint', { min: '100' }));
    await expect(stakeButton(canvas)).toBeEnabled();
    await expect(canvas.getByText(ledgerCopy('stake.balance', { balance: '5.000 UMQ' }))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText(es.stake.noStake)).toBeVisible();
    await userEvent.click(await withdrawButton(canvas));
    await expect(await toastSaying(es.errors.withdrawNoStake)).toBeInTheDocument();
    await noDialog();
  },
};

/** Empty, 0, 50 (under the contract's 100) and more than the 5.000 UMQ held: each refused before signing. */
export const RefusedAmounts: Story = {
  ...activated,
  play: async ({ canvas }) => {
    const field = await amountField(canvas);
    for (const [typed, message] of [
      ['', es.stake.invalidAmount],
      ['0', es.stake.invalidAmount],
      ['50', es.errors.stakeAssert],
      ['150,5', es.stake.wholeUmq],
      ['5001', ledgerCopy('stake.notEnoughUmq', { balance: '5.000' })],
    ]) {
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(stakeButton(canvas));
      await expect(field).toHaveAccessibleDescription(`${ledgerCopy('stake.amountHint', { min: '100' })} ${message}`);
      await noDialog();
    }
    await expect((await demoStake()).amount).toBe(0n);
  },
};

/**
 * 250 UMQ: the modal shows the amount going to the app, the toast says so with the txId, the amount is kept as
 * stakingAmount, and the running stake replaces the form's input and button (both disabled).
 */
export const Staked: Story = {
  ...activated,
  play: async ({ canvas }) => {
    localStorage.removeItem('stakingAmount');
    await userEvent.type(await amountField(canvas), '250');
    await userEvent.click(stakeButton(canvas));
    await confirmPaid(async (modal) => {
      await expect(line(modal, es.confirmTx.value)).toHaveTextContent('250 UMQ');
      await expect(line(modal, es.confirmTx.moxFee)).toHaveTextContent('0 UMQ');
    });
    const toast = await toastSaying(ledgerCopy('stake.stakeDone', { amount: '250' }));
    await expect(toast.closest('button')).toHaveAccessibleName(new RegExp(es.ui.copyTxId));
    await expect(localStorage.getItem('stakingAmount')).toBe('250');
    await waitFor(() => expect(figure(canvas, es.stake.staked)).toBe('250 UMQ'), { timeout: 10_000 });
    await expect(canvas.getByRole('textbox', { name: es.stake.amount })).toBeDisabled();
    await expect(stakeButton(canvas)).toBeDisabled();
    await expect(await demoStake()).toMatchObject({ amount: 250n * UMQ });
    await expect((await demoHoldings()).umq).toBe(4_750n * UMQ);
  },
};

/** A running stake: the time counts up every second and the reward grows with it, by the contract's formula. */
export const Running: Story = {
  ...staking,
  play: async ({ canvas }) => {
    await withdrawButton(canvas);
    await expect(figure(canvas, es.stake.staked)).toBe('250 UMQ');
    await expect(figure(canvas, es.stake.apr)).toBe('0,52 %');
    await expect(canvas.getByRole('textbox', { name: es.stake.amount })).toBeDisabled();
    const first = figure(canvas, es.stake.timeStaked);
    await waitFor(() => expect(figure(canvas, es.stake.timeStaked)).not.toBe(first));
    const [time, reward] = [figure(canvas, es.stake.timeStaked), figure(canvas, es.stake.reward)];
    await expect(reward).toBe(`${allDecimals(contractReward(250n * UMQ, secondsOf(time)))} HLK`);
  },
};

/**
 * A stake one year old on the ledger's clock (POST /devnet/clock): 365 days, 1,3 HLK and a few base units for the
 * seconds past the year. 'Retirar Stake' (15 UMQ fee) brings back the 250 UMQ and the HLK the toast names, which is
 * what the ledger shows arrived.
 */
export const OneYearOld: Story = {
  beforeEach: async () => {
    await staking.beforeEach();
    await advanceClock(YEAR);
  },
  play: async ({ canvas }) => {
    await withdrawButton(canvas);
    await waitFor(() => expect(figure(canvas, es.stake.timeStaked)).toMatch(/^365 d 0 h 0 min \d+ s$/), {
      timeout: 10_000,
    });
    await expect(figure(canvas, es.stake.reward)).toMatch(/^1,300000\d{3} HLK$/);
    const before = await demoHoldings();

    await userEvent.click(await withdrawButton(canvas));
    await confirmPaid(async (modal) => expect(line(modal, es.confirmTx.moxFee)).toHaveTextContent('15 UMQ'));
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull(), { timeout: 10_000 });
    await expect(await amountField(canvas)).toBeEnabled();
    const after = await demoHoldings();
    const paidHlk = after.hlk - before.hlk;
    await expect(after.umq - before.umq).toBe(250n * UMQ - 15n * UMQ);
    await expect(paidHlk).toBeGreaterThanOrEqual(1_300_000_000n);
    await toastSaying(ledgerCopy('stake.withdrawDone', { umq: '250', hlk: hlkText(paidHlk) }));
  },
};

/**
 * A failed withdrawal: the stake is withdrawn from another device while this page's confirmation is open, so the
 * contract refuses the second one: the spec's message, and nothing moves.
 */
export const WithdrawFailed: Story = {
  ...staking,
  play: async ({ canvas }) => {
    await userEvent.click(await withdrawButton(canvas));
    await dialog(es.confirmTx.title);
    await withdrawElsewhere();
    const before = await demoHoldings();
    await confirmPaid();
    await expect(await toastSaying(es.errors.withdrawAssert)).toBeInTheDocument();
    await expect(await demoHoldings()).toEqual(before);
  },
};

/** The stake was withdrawn elsewhere and this page has not polled yet: 'Retirar Stake' checks first, sends nothing. */
export const NoStakeLeft: Story = {
  ...staking,
  play: async ({ canvas }) => {
    const button = await withdrawButton(canvas);
    await withdrawElsewhere();
    await userEvent.click(button);
    await expect(await toastSaying(es.errors.withdrawNoStake)).toBeInTheDocument();
    await noDialog();
  },
};

/** The node cannot say whether a stake runs (local state answering 500): the spec's message, nothing sent. */
export const StakeUnverified: Story = {
  ...staking,
  play: async ({ canvas }) => {
    const button = await withdrawButton(canvas);
    await injectFault('appState500');
    await userEvent.click(button);
    await expect(await toastSaying(es.errors.withdrawUnverified)).toBeInTheDocument();
    await noDialog();
  },
};

/**
 * The contract's own refusal of a stake: another device staked while this page's confirmation was open (one stake
 * at a time), so the spec's assertion message shows.
 */
export const StakeRefused: Story = {
  ...activated,
  play: async ({ canvas }) => {
    await userEvent.type(await amountField(canvas), '150');
    await userEvent.click(stakeButton(canvas));
    await dialog(es.confirmTx.title);
    await stakeOnLedger(100n * UMQ);
    await confirmPaid();
    await expect(await toastSaying(es.errors.stakeAssert)).toBeInTheDocument();
    await expect((await demoStake()).amount).toBe(100n * UMQ);
  },
};

/** Not signed in: the connect-your-wallet message. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
  },
};
