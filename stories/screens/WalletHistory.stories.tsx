import type { StoryObj } from '@storybook/react-vite';
import { focusManager } from '@tanstack/react-query';
import { mnemonicToSecretKey } from 'algosdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { formatAmount } from '../../src/services/amounts';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import {
  buildAppOptIn,
  buildSend,
  buildSpin,
  buildStake,
  type BuildContext,
  type BuiltGroup,
} from '../../src/services/contracts';
import { innerPaid } from '../../src/services/games';
import { signAndSubmit } from '../../src/services/ledger/testing';
import { shortenAddress } from '../../src/ui/format';
import { DEMO_USER, screenMeta } from '../support';
import { confirmPaid } from './appSteps';
import { FRIEND } from './walletStates';

const meta = { title: 'Screens/Wallet history', ...screenMeta({ route: '/wallet', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const demo = mnemonicToSecretKey(DEMO_USER.mnemonic);
const submit = (build: (ctx: BuildContext) => BuiltGroup) => signAndSubmit(demo, build);

/** The history card's list, once its first page has arrived. */
const entries = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: es.history.list }));

/** A dispenser grant to the demo user (a UMQ holder: 10 ALGO and 200 UMQ in one group); its txId. */
async function dispense(): Promise<string> {
  const response = await fetch(`${LOCALNET_URLS.algod}/devnet/fund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address: demo.addr.toString(), microAlgos: 10_000_000 }),
  });
  await expect(response.ok).toBe(true);
  return ((await response.json()) as { txId: string }).txId;
}

/** What seedHistory made, for the play function (a story's beforeEach, unlike a loader, runs on its ledger). */
let seeded: Awaited<ReturnType<typeof seedHistory>>;

/**
 * Story beforeEach: the demo user's history on the story's ledger, oldest first — a dispenser grant, the roulette's
 * opt-in and a spin, the staking opt-in and a 250 UMQ stake, and a 1.5 ALGO send to FRIEND.
 */
async function seedHistory() {
  const grant = await dispense();
  await submit((ctx) => buildAppOptIn(ctx, 'roulette'));
  const spin = await submit((ctx) => buildSpin(ctx, { random: 7n }));
  await submit((ctx) => buildAppOptIn(ctx, 'staking'));
  const stake = await submit((ctx) => buildStake(ctx, { amount: 250n * UMQ_UNIT }));
  const send = await submit((ctx) => buildSend(ctx, { asset: 'ALGO', receiver: FRIEND, amount: 1_500_000n }));
  const prize = innerPaid(spin.record, demo.addr.toString(), LOCALNET_IDS.assets.UMQ);
  return { grant, spin: spin.txId, prize, stake: stake.txId, send: send.txId };
}

/** The demo user has done nothing on the ledger yet: the empty state under the balances and the send form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.history.empty)).toBeVisible();
    await expect(canvas.getByRole('region', { name: es.history.title })).toBeVisible();
  },
};

/**
 * Sends, a dispenser payment and app groups, newest first: each group one entry named in Spanish, with the
 * signed amounts, the fee the user paid and the txId the ledger gave it.
 */
export const WithHistory: Story = {
  beforeEach: async () => void (seeded = await seedHistory()),
  play: async ({ canvas }) => {
    const list = await entries(canvas);
    const umq = (units: bigint) => `${formatAmount(units, 9)} UMQ`;
    const spinLabel =
      seeded.prize > 0n
        ? ledgerCopy('history.spinWon', { prize: umq(seeded.prize) })
        : ledgerCopy('history.spinSpecial');
    // The spin's balance change: the prize less the 15 UMQ fee and the 100 UMQ entry.
    const spinNet = seeded.prize - 115n * UMQ_UNIT;
    const spinMove = spinNet < 0n ? `−${umq(-spinNet)}` : `+${umq(spinNet)}`;
    await expect(list.getAllByRole('listitem')).toHaveLength(6);

    const expected: [txId: string, label: string, amounts: string[], fee: string][] = [
      [
        seeded.send,
        ledgerCopy('history.sent', { amount: '1,5 ALGO', who: shortenAddress(FRIEND) }),
        ['−1,5 ALGO'],
        '0,001 ALGO',
      ],
      [seeded.stake, ledgerCopy('history.stake', { amount: '250 UMQ' }), ['−250 UMQ'], '0,002 ALGO'],
      [seeded.spin, spinLabel, [spinMove], '0,004 ALGO'],
    ];
    for (const [txId, label, amounts, fee] of expected) {
      const item = list.getByRole('listitem', { name: label });
      await expect(item).toHaveTextContent(shortenAddress(txId));
      for (const amount of amounts) await expect(item).toHaveTextContent(amount);
      await expect(item).toHaveTextContent(ledgerCopy('history.fee', { fee }));
    }
    await expect(
      list.getByRole('listitem', { name: ledgerCopy('history.appOptIn', { app: es.history.appStaking }) }),
    ).toBeVisible();
    await expect(
      list.getByRole('listitem', { name: ledgerCopy('history.appOptIn', { app: es.history.appRoulette }) }),
    ).toBeVisible();
    const grant = list.getByRole('listitem', { name: /^Recibiste 10 ALGO y 200 UMQ de [A-Z2-7]{6}…[A-Z2-7]{4}$/ });
    await expect(grant).toHaveTextContent(shortenAddress(seeded.grant));
    await expect(grant).toHaveTextContent('+10 ALGO');
    await expect(grant).toHaveTextContent('+200 UMQ');
    await expect(grant).not.toHaveTextContent(es.history.fee.split(':')[0]);
    // Newest first.
    await expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(expected[0][1]);
  },
};

/** A send from the form shows in the history once it is confirmed: the paid path refreshes it, not the poll. */
export const AfterSend: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.history.empty)).toBeVisible();
    // As in a tab in the background, the 5 s polls stop; a confirmed action's own refresh does not.
    focusManager.setFocused(false);
    try {
      await userEvent.type(canvas.getByLabelText(es.wallet.destination), FRIEND);
      await userEvent.type(canvas.getByLabelText(es.wallet.amount), '1,5');
      await userEvent.click(canvas.getByRole('button', { name: es.wallet.send }));
      await confirmPaid();
      const label = ledgerCopy('history.sent', { amount: '1,5 ALGO', who: shortenAddress(FRIEND) });
      const list = await entries(canvas);
      await waitFor(() => expect(list.getByRole('listitem', { name: label })).toBeVisible());
    } finally {
      focusManager.setFocused(undefined);
    }
  },
};

/** More than a page: 20 entries, then 'Ver más' brings the older ones and goes away at the end. */
export const Paging: Story = {
  beforeEach: async () => {
    for (let n = 1; n <= 22; n++)
      await submit((ctx) => buildSend(ctx, { asset: 'ALGO', receiver: FRIEND, amount: BigInt(n) * 1000n }));
  },
  play: async ({ canvas }) => {
    const list = await entries(canvas);
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
    await expect(list.getAllByRole('listitem')[0]).toHaveAccessibleName(
      ledgerCopy('history.sent', { amount: '0,022 ALGO', who: shortenAddress(FRIEND) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: es.history.more }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(22));
    await expect(list.getAllByRole('listitem')[21]).toHaveAccessibleName(
      ledgerCopy('history.sent', { amount: '0,001 ALGO', who: shortenAddress(FRIEND) }),
    );
    await expect(canvas.queryByRole('button', { name: es.history.more })).toBeNull();
  },
};

/** The indexer fails: the card says so and 'Reintentar' reads again once it answers. */
export const Failed: Story = {
  parameters: { ledger: { faults: ['history500'] } },
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: es.history.title }));
    await expect(await region.findByRole('alert')).toHaveTextContent(es.history.failed);
    await fetch(`${LOCALNET_URLS.algod}/devnet/faults`, { method: 'DELETE' });
    await userEvent.click(region.getByRole('button', { name: es.history.retry }));
    await expect(await region.findByText(es.history.empty)).toBeVisible();
  },
};
