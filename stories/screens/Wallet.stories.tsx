import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleData } from '../../src/ui/fixtures';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { screenMeta } from '../support';
import { dialog, FRIEND, fund, offeredConfirm, rekeyDemoAccount, seedEmptyAccount, toasts } from './walletStates';
import { refusedBeforeSigning } from './appSteps';

const meta = { title: 'Screens/Wallet', ...screenMeta({ route: '/wallet', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const balances = (canvas: Canvas) => within(canvas.getByRole('group', { name: es.home.balances }));
const balanceOf = (canvas: Canvas, symbol: string) => balances(canvas).getByRole('definition', { name: symbol });
const sendButton = (canvas: Canvas) => canvas.getByRole('button', { name: es.wallet.send });

/** Waits for the form and the demo user's balances. */
async function ready(canvas: Canvas) {
  await waitFor(() => expect(balances(canvas).getByText('ALGO')).toBeVisible(), { timeout: 10_000 });
}

/** Fills the send form. */
async function fill(
  canvas: Canvas,
  { destination, amount, asset }: { destination: string; amount: string; asset?: string },
) {
  if (asset) await userEvent.selectOptions(canvas.getByLabelText(es.wallet.asset), asset);
  await userEvent.type(canvas.getByLabelText(es.wallet.destination), destination);
  await userEvent.type(canvas.getByLabelText(es.wallet.amount), amount);
}

/** The empty form under the balances: UMQ and HLK with 2 decimals, ALGO with 4. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: es.wallet.title })).toBeVisible();
    await expect(canvas.getByText(/^[A-Z2-7]{6}…[A-Z2-7]{4}$/)).toBeVisible();
    await expect(balanceOf(canvas, 'UMQ')).toHaveTextContent('5.000,00');
    await expect(balanceOf(canvas, 'HLK')).toHaveTextContent('0,00');
    await expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('100,0000');
    await expect(canvas.getByLabelText(es.wallet.asset)).toHaveValue('ALGO');
    await expect(
      within(canvas.getByLabelText(es.wallet.asset))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ALGO', 'UMQ', 'HLK']);
    // The form's own Back (SPEC §2) besides the header's.
    await expect(canvas.getAllByRole('button', { name: es.wallet.back })).toHaveLength(2);
    // The demo user is opted in to both tokens: no opt-in offered.
    await userEvent.selectOptions(canvas.getByLabelText(es.wallet.asset), 'UMQ');
    await expect(canvas.queryByRole('button', { name: es.wallet.optIn })).toBeNull();
  },
};

/** Empty fields, a mistyped address and too many decimals: each field says why, and nothing opens. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByLabelText(es.wallet.destination)).toHaveAccessibleDescription(es.wallet.invalidData);
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveAccessibleDescription(es.wallet.invalidData);

    await fill(canvas, { destination: `${FRIEND.slice(0, -1)}A`, amount: '1,0000001' });
    await userEvent.click(sendButton(canvas));
    await expect(canvas.getByLabelText(es.wallet.destination)).toHaveAccessibleDescription(es.wallet.invalidAddress);
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveAccessibleDescription(
      ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 }),
    );
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A token the account has not opted in to: the notice and 'Opt-in al ASA', which runs the paid path. */
export const NotOptedIn: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    await ready(canvas);
    await fund((loaded as { address: string }).address);
    await userEvent.selectOptions(canvas.getByLabelText(es.wallet.asset), 'UMQ');
    await expect(canvas.getByText(ledgerCopy('wallet.notOptedIn', { asset: 'UMQ' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.optIn }));
    const modal = await dialog(es.confirmTx.title);
    await expect(modal.getByText(ledgerCopy('wallet.optInValue', { asset: 'UMQ' }))).toBeInTheDocument();
    await expect(modal.getByText(es.confirmTx.total).nextElementSibling).toHaveTextContent('0,001 ALGO');
    await userEvent.click(await offeredConfirm(modal));
    await expect(await within(toasts()).findByText(es.wallet.optedIn, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: es.wallet.optIn })).toBeNull());
  },
};

/** The confirmation of an ALGO send: value, no Mox fee, the group's real network fee, total and the full recipient. */
export const Confirming: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: FRIEND, amount: '1,5' });
    await userEvent.click(sendButton(canvas));
    const modal = await dialog(es.confirmTx.title);
    await expect(modal.getByText(es.confirmTx.moxFee).nextElementSibling).toHaveTextContent('0 ALGO');
    await expect(modal.getByText(es.confirmTx.networkFee).nextElementSibling).toHaveTextContent('0,001 ALGO');
    await expect(modal.getByText(es.confirmTx.total).nextElementSibling).toHaveTextContent('1,501 ALGO');
    await expect(modal.getByText(FRIEND)).toBeInTheDocument();
    await expect(sendButton(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sending: the node is slow, so confirm spins and the modal cannot be dismissed until the group settles. */
export const Sending: Story = {
  parameters: { ledger: { faults: ['submitStalls'] } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: FRIEND, amount: '1' });
    await userEvent.click(sendButton(canvas));
    const modal = await dialog(es.confirmTx.title);
    await userEvent.click(await offeredConfirm(modal));
    await expect(modal.getByRole('button', { name: es.confirmTx.confirm })).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: es.confirmTx.cancel })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog', { name: es.confirmTx.title })).toBeInTheDocument();
  },
};

/** 1.5 ALGO to another account: the success toast with the transaction id, and the balance drops by amount + fee. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: FRIEND, amount: '1,5' });
    await userEvent.click(sendButton(canvas));
    await userEvent.click(await offeredConfirm(await dialog(es.confirmTx.title)));
    const toast = await within(toasts()).findByText(es.wallet.sent, {}, { timeout: 10_000 });
    await expect(toast.closest('button')).toHaveAccessibleName(new RegExp(es.ui.copyTxId));
    await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('98,4990'));
    await expect(canvas.getByLabelText(es.wallet.amount)).toHaveValue('');
  },
};

/** A double click on Enviar and on Confirmar sends one group: one toast, one amount and one fee off the balance. */
export const DoubleClick: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: FRIEND, amount: '1' });
    await userEvent.dblClick(sendButton(canvas));
    const modal = await dialog(es.confirmTx.title);
    await expect(within(document.body).getAllByRole('dialog', { name: es.confirmTx.title })).toHaveLength(1);
    await userEvent.dblClick(await offeredConfirm(modal));
    await expect(await within(toasts()).findByText(es.wallet.sent, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('98,9990'));
    await expect(within(toasts()).getAllByText(es.wallet.sent)).toHaveLength(1);
  },
};

/** UMQ to an account that never opted in: algod refuses the group and the spec's toast says so; nothing moves. */
export const Error: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: sampleData.recipient, amount: '10', asset: 'UMQ' });
    await userEvent.click(sendButton(canvas));
    // The receiver has no UMQ opt-in: the dry run says so, and nothing is signed.
    await refusedBeforeSigning(ledgerCopy('confirmTx.receiverNotOptedIn', { asset: 'UMQ' }));
    await expect(balanceOf(canvas, 'UMQ')).toHaveTextContent('5.000,00');
    await expect(sendButton(canvas)).not.toHaveAttribute('aria-busy');
  },
};

/**
 * 'Máximo' fills the most one send can move: ALGO = 100 − 0,3 minimum balance (the account and its UMQ and HLK
 * opt-ins) − 0.001 fee; a token, the whole holding. The maximum goes through to the confirmation.
 */
export const Maximum: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const amount = canvas.getByLabelText(es.wallet.amount);
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.max }));
    await expect(amount).toHaveValue('99,6990');
    await userEvent.selectOptions(canvas.getByLabelText(es.wallet.asset), 'UMQ');
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.max }));
    await expect(amount).toHaveValue('5.000');

    await userEvent.selectOptions(canvas.getByLabelText(es.wallet.asset), 'ALGO');
    await userEvent.click(canvas.getByRole('button', { name: es.wallet.max }));
    await userEvent.type(canvas.getByLabelText(es.wallet.destination), FRIEND);
    await userEvent.click(sendButton(canvas));
    const modal = await dialog(es.confirmTx.title);
    await expect(modal.getByText(es.confirmTx.total).nextElementSibling).toHaveTextContent('99,7 ALGO');
    await userEvent.click(modal.getByRole('button', { name: es.confirmTx.cancel }));
  },
};

/**
 * More than the minimum balance lets go: stopped before any confirmation, the amount field says what can be sent,
 * and nothing moves.
 */
export const BelowMinimumBalance: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    await fill(canvas, { destination: FRIEND, amount: '99,7' });
    await userEvent.click(sendButton(canvas));
    const stop = ledgerCopy('wallet.maxAlgo', {
      max: '99,699 ALGO',
      min: '0,3 ALGO',
      fee: '0,001 ALGO',
      missing: '0,001 ALGO',
    });
    await waitFor(() => expect(canvas.getByLabelText(es.wallet.amount)).toHaveAccessibleDescription(stop));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(sendButton(canvas)).not.toHaveAttribute('aria-busy');
    await expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('100,0000');
  },
};

/** Not signed in: the connect-your-wallet message. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
  },
};

/** A rekeyed account is warned on /wallet too (every signed-in ledger screen), naming the key that now signs. */
export const Rekeyed: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const { authAddr } = await rekeyDemoAccount();
    await expect(await canvas.findByText(es.home.rekeyedTitle, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('home.rekeyedBody', { authAddr }))).toBeVisible();
  },
};
