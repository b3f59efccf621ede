import type { StoryObj } from '@storybook/react-vite';
import { mnemonicToSecretKey } from 'algosdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { DEVNET_ADDRESSES } from '../../src/devnet';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { STATE_KEYS, UMQ_UNIT } from '../../src/services/config/onchain';
import { buildAppOptIn, buildSend } from '../../src/services/contracts';
import { getLocalState } from '../../src/services/ledger';
import { signAndSubmit } from '../../src/services/ledger/testing';
import { DEMO_USER, screenMeta } from '../support';
import { confirmPaid, passGateStep, refusedBeforeSigning, toastSaying, umqOnLedger } from './appSteps';
import { dialog, FRIEND, toasts } from './walletStates';

/**
 * /target on the local ledger, signed in as the demo player (5,000 UMQ, opted in to UMQ): the gate, the cost
 * confirmed before a game starts, a game with points and its claim checked on the ledger, a game without points
 * that pays nothing, too little UMQ to start, and a refused claim. Hits are presses on the target, misses presses
 * on the zone beside it.
 */
const meta = { title: 'Screens/Target', ...screenMeta({ route: '/target', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ME = DEVNET_ADDRESSES.demoPlayers[0];
const DEMO_KEY = mnemonicToSecretKey(DEMO_USER.mnemonic);
const LONG = { timeout: 10_000 };

/** The line under the zone that says how the game ended. */
const outcome = (canvas: Canvas) => within(canvas.getByRole('group', { name: es.target.zone })).getByRole('status');
const scoreOnLedger = async () => (await getLocalState(ME, LOCALNET_IDS.apps.target))?.[STATE_KEYS.target.score];

/** Story beforeEach: the demo player activates the target game straight on the ledger, so the story opens on Jugar. */
async function activated() {
  await signAndSubmit(DEMO_KEY, (ctx) => buildAppOptIn(ctx, 'target'));
}

/** Leaves the demo player `whole` UMQ, sending the rest to another player straight on the ledger. */
async function leaveUmq(whole: bigint) {
  const amount = (await umqOnLedger(ME))! - whole * UMQ_UNIT;
  await signAndSubmit(DEMO_KEY, (ctx) => buildSend(ctx, { asset: 'UMQ', receiver: FRIEND, amount }));
}

/** Presses Jugar, checks the cost the modal states, and presses Empezar: the target appears. */
async function startGame(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: es.target.play }, LONG));
  const modal = await dialog(es.target.costTitle);
  const cost = ledgerCopy('target.cost', { total: '115 UMQ', fee: '15 UMQ', entry: '100 UMQ', perPoint: '10 UMQ' });
  // The sheet slides in: its text becomes visible once the animation is under way.
  await waitFor(() => expect(modal.getByText(cost)).toBeVisible());
  await userEvent.click(modal.getByRole('button', { name: es.target.start }));
  await expect(await canvas.findByRole('img', { name: es.target.target })).toBeVisible();
}

/** Presses the target for a hit and the zone beside it for a miss. */
async function shoot(canvas: Canvas, shots: ('hit' | 'miss')[]) {
  for (const shot of shots) {
    if (shot === 'hit') await userEvent.click(canvas.getByRole('img', { name: es.target.target }));
    else await userEvent.click(canvas.getByRole('group', { name: es.target.zone }));
  }
}

/** Not activated: the gate ticks the UMQ opt-in and offers 'Activar Tiro'; once done, the rules and Jugar. */
export const Gate: Story = {
  play: async ({ canvas }) => {
    const steps = within(await canvas.findByRole('list', { name: es.gate.steps }, LONG));
    await expect(steps.getByText(ledgerCopy('wallet.optInValue', { asset: 'UMQ' }))).toBeVisible();
    await expect(steps.getByText(es.gate.activateTarget)).toBeVisible();
    await passGateStep(canvas, es.gate.activateTarget);
    await expect(await canvas.findByText(es.target.rules, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.target.play })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: es.target.target })).toBeNull();
  },
};

/** The cost comes first: 'Cancelar' starts nothing; 'Empezar' starts a game with 3 lives, score 0, the clock running. */
export const ConfirmCost: Story = {
  beforeEach: activated,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: es.target.play }, LONG));
    await userEvent.click((await dialog(es.target.costTitle)).getByRole('button', { name: es.common.cancel }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('img', { name: es.target.target })).toBeNull();

    await startGame(canvas);
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 3, max: 3 }))).toBeInTheDocument();
    await expect(canvas.getByLabelText(es.target.score)).toHaveTextContent('0');
    await waitFor(() => expect(canvas.queryByText(ledgerCopy('target.seconds', { s: '0,0' }))).toBeNull());
  },
};

/**
 * Three hits and three misses: score 3, 'Puedes reclamar tu recompensa.'; 'Recompensa' pays 115 UMQ and the
 * contract pays 30 back. The reward shown is the confirmed claim's, and the ledger agrees: score 3, 5.000 − 115 + 30.
 */
export const ClaimReward: Story = {
  beforeEach: activated,
  play: async ({ canvas }) => {
    await startGame(canvas);
    await shoot(canvas, ['hit', 'miss', 'hit', 'miss', 'hit']);
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 1, max: 3 }))).toBeInTheDocument();
    await shoot(canvas, ['miss']);
    await expect(await toastSaying(es.target.canClaim)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: es.target.zone })).getByText(es.target.canClaim),
    ).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('target.finalScore', { n: 3 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.retry })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: es.target.reward }));
    await confirmPaid(async (modal) => {
      await expect(modal.getByText(es.target.claimTitle)).toBeInTheDocument();
      await expect(modal.getByText(es.confirmTx.moxFee).nextElementSibling).toHaveTextContent('15 UMQ');
    });
    await expect(await toastSaying(es.target.claimed)).toBeInTheDocument();
    await expect(outcome(canvas)).toHaveTextContent(ledgerCopy('target.rewarded', { amount: '30 UMQ' }));
    await expect(await umqOnLedger(ME)).toBe((5_000n - 115n + 30n) * UMQ_UNIT);
    await expect(await scoreOnLedger()).toBe(3n);
    await expect(canvas.getByRole('button', { name: es.target.retry })).toBeVisible();
  },
};

/** Three misses: 'No hiciste puntos…', only 'Intentar de Nuevo', nothing paid; trying again asks for the cost again. */
export const NoPoints: Story = {
  beforeEach: activated,
  play: async ({ canvas }) => {
    await startGame(canvas);
    await shoot(canvas, ['miss', 'miss', 'miss']);
    await expect(await toastSaying(es.target.noPoints)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('group', { name: es.target.zone })).getByText(es.target.noPoints),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.reward })).toBeNull();
    await expect(canvas.queryByRole('img', { name: es.target.target })).toBeNull();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await umqOnLedger(ME)).toBe(5_000n * UMQ_UNIT);
    await expect(await scoreOnLedger()).toBe(0n);

    await userEvent.click(canvas.getByRole('button', { name: es.target.retry }));
    await expect(await dialog(es.target.costTitle)).toBeTruthy();
  },
};

/** 114 UMQ cannot pay a claim (115): the screen says so and offers no Jugar. */
export const NotEnoughUmq: Story = {
  beforeEach: async () => {
    await activated();
    await leaveUmq(114n);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(ledgerCopy('target.notEnough', { total: '115 UMQ', held: '114 UMQ' }), {}, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.play })).toBeNull();
  },
};

/**
 * A refused claim: the UMQ was spent elsewhere during the game, so the group cannot pay its 115 UMQ. The spec's
 * 'Error al reclamar recompensa: {reason}', nothing moved on the ledger, and 'Recompensa' offered again.
 */
export const ClaimRefused: Story = {
  beforeEach: activated,
  play: async ({ canvas }) => {
    await startGame(canvas);
    await shoot(canvas, ['hit', 'miss', 'miss', 'miss']);
    await leaveUmq(50n);
    await userEvent.click(canvas.getByRole('button', { name: es.target.reward }));
    // The dry run sees the overspend: nothing is signed.
    await refusedBeforeSigning(ledgerCopy('errors.claimReward', { reason: 'Te faltan' }));
    await expect(await umqOnLedger(ME)).toBe(50n * UMQ_UNIT);
    await expect(await scoreOnLedger()).toBe(0n);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: es.target.reward })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** The account cannot be read: the spec's 'Cuenta inválida o no cargada.' where the game goes; the frame stays. */
export const AccountUnreadable: Story = {
  parameters: { ledger: { faults: ['balances500'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.errors.accountInvalid, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: es.target.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.common.back })).toBeVisible();
  },
};

/**
 * On a phone (390×844) a toast (here the balances' failure) sits clear of the header's back button, even while the
 * page says that every node fails: that notice is drawn under the header, which stays at the top.
 */
export const ToastClearOfBack: Story = {
  parameters: { ledger: { faults: ['nodeDown'] } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(await canvas.findByText(es.pwa.nodesDown, {}, LONG)).toBeVisible();
    const toast = await within(toasts()).findByText(es.errors.balances, {}, LONG);
    const back = canvas.getByRole('button', { name: es.common.back }).getBoundingClientRect();
    const card = toast.closest('[role="status"], [role="alert"]')!;
    // Where it rests: it enters sliding down from 0.75rem higher, and on a loaded machine it can still be on its way.
    await Promise.all(card.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const box = card.getBoundingClientRect();
    const overlaps = box.left < back.right && back.left < box.right && box.top < back.bottom && back.top < box.bottom;
    await expect(overlaps).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: es.common.back })); // and it can still be pressed
  },
};

/** The game's state cannot be read: the error and 'Reintentar' where the game goes; once the node answers, it loads. */
export const AppStateUnreadable: Story = {
  parameters: { ledger: { faults: ['appState500'] } },
  beforeEach: activated,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.gate.readFailed, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: es.target.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.common.back })).toBeVisible();
    await expect((await fetch(`${LOCALNET_URLS.algod}/devnet/faults`, { method: 'DELETE' })).ok).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: es.gate.retry }));
    await expect(await canvas.findByRole('button', { name: es.target.play }, LONG)).toBeVisible();
    await expect(canvas.queryByText(es.gate.readFailed)).toBeNull();
  },
};

/** Not signed in: the connect-your-wallet message. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
  },
};
