import type { StoryObj } from '@storybook/react-vite';
import { mnemonicToSecretKey } from 'algosdk';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { DEVNET_ADDRESSES, DEVNET_MNEMONICS } from '../../src/devnet';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import { buildAppOptIn } from '../../src/services/contracts';
import { getGlobalState } from '../../src/services/ledger';
import { signAndSubmit } from '../../src/services/ledger/testing';
import { DEMO_USER, screenMeta, seedDemoWallet } from '../support';
import { confirmPaid, fundUmq, passGateStep, refusedBeforeSigning, toastSaying, umqOnLedger } from './appSteps';
import { fund, seedEmptyAccount, toasts } from './walletStates';

/**
 * /roulette on the local ledger, signed in as the demo player (5,000 UMQ, opted in to UMQ): the gate, spins whose
 * result is fixed by their random argument (the devnet's roulette pays segment (random XOR round) mod 7), each
 * checked on the ledger, a refused spin, the stats failing, and the admin's button.
 */
const meta = { title: 'Screens/Roulette', ...screenMeta({ route: '/roulette', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ME = DEVNET_ADDRESSES.demoPlayers[0];
const GAME_COST = 115n * UMQ_UNIT;
const LONG = { timeout: 10_000 };

const page = async (canvas: Canvas) => within(await canvas.findByRole('main', {}, LONG));
const playButton = (canvas: Canvas) => canvas.findByRole('button', { name: es.roulette.play }, LONG);
const stat = (canvas: Canvas, term: string) => canvas.getByRole('definition', { name: term });
const umqOf = async (address: string) => (await umqOnLedger(address))!;

/** Story beforeEach: the demo player activates the roulette straight on the ledger, so the story opens on Play. */
async function activated() {
  await signAndSubmit(mnemonicToSecretKey(DEMO_USER.mnemonic), (ctx) => buildAppOptIn(ctx, 'roulette'));
}

/** Makes the screen's next spin land on `segment`: its random argument, drawn at the click, XORs the next round. */
async function nextSpinLands(segment: number) {
  const { round } = (await (await fetch(`${LOCALNET_URLS.algod}/devnet/health`)).json()) as { round: number };
  const draw = crypto.getRandomValues.bind(crypto);
  spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (!(array instanceof BigUint64Array)) return draw(array as ArrayBufferView<ArrayBuffer>) as T;
    array[0] = (BigInt(round) + 1n) ^ BigInt(segment);
    return array;
  });
}

/** Play is locked: announced unavailable, yet focusable, so a keyboard user's focus stays on it. */
const locked = (play: HTMLElement) => expect(play).toHaveAttribute('aria-disabled', 'true');
const ready = (play: HTMLElement) => expect(play).not.toHaveAttribute('aria-disabled');

/** Presses Play (a locked button from then on) and confirms the group: 100 UMQ entry + 15 UMQ fee to the admin. */
async function playAndConfirm(canvas: Canvas) {
  const play = await playButton(canvas);
  await waitFor(() => ready(play), LONG);
  await userEvent.click(play);
  await locked(play);
  await confirmPaid(async (modal) => {
    await expect(modal.getByText(es.roulette.spinTitle)).toBeInTheDocument();
    await expect(modal.getByText(LOCALNET_IDS.admin)).toBeInTheDocument();
    await expect(modal.getByText(/^115 UMQ \+ [\d,.]+ ALGO$/)).toBeInTheDocument();
  });
}

/**
 * One spin landing on `segment` (`prize` whole UMQ) and what the user sees: the wheel turns with Play locked and
 * the stats held, stops on the segment, says `message`; the ledger moved prize − 115 UMQ and records the prize;
 * Play unlocks a while after the stop (3 s in the app, STORY_PACE's here).
 */
async function spinAndCheck(canvas: Canvas, segment: number, prize: bigint, message: string) {
  await waitFor(() => expect(stat(canvas, es.roulette.participants)).toHaveTextContent('0'), LONG);
  const before = await umqOf(ME);
  await nextSpinLands(segment);
  await playAndConfirm(canvas);

  const main = await page(canvas);
  await expect(await main.findByText(es.roulette.spinning, {}, LONG)).toBeInTheDocument();
  const play = await playButton(canvas);
  await locked(play);
  // The confirmation closed and gave focus back to Play, which keeps it while locked (no drop to the page).
  await waitFor(() => expect(document.activeElement).toBe(play));
  await expect(stat(canvas, es.roulette.participants)).toHaveTextContent('0'); // the stats do not tell before the wheel

  await expect(await main.findByText(message, {}, LONG)).toBeVisible();
  const prizeName = prize === 0n ? es.roulette.segmentSpecial : ledgerCopy('roulette.segmentUmq', { n: prize });
  const stoppedOn = ledgerCopy('roulette.stoppedOn', { prize: prizeName });
  await expect(main.getByRole('img', { name: /^Ruleta de premios/ })).toHaveAccessibleName(
    expect.stringContaining(stoppedOn),
  );
  await expect(within(toasts()).getByText(message)).toBeInTheDocument();
  // Screen readers hear the result once: a single live region (the toast's) carries it.
  const live = [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')];
  const saying = live.filter(
    (region) => region.textContent?.includes(message) || region.textContent?.includes(stoppedOn),
  );
  await expect(
    saying.filter((region) => !saying.some((other) => other !== region && other.contains(region))),
  ).toHaveLength(1);
  await locked(play); // still locked until the pause after the stop
  await expect(document.activeElement).toBe(play);

  await expect((await umqOf(ME)) - before).toBe(prize * UMQ_UNIT - GAME_COST);
  await expect((await getGlobalState(LOCALNET_IDS.apps.roulette)).last_spin_result).toBe(prize);
  await waitFor(() => expect(stat(canvas, es.roulette.participants)).toHaveTextContent('1'), LONG);

  await waitFor(() => ready(play));
  await expect(document.activeElement).toBe(play);
}

/** Signed out: the spec's prompt to connect, no wheel. */
export const SignedOut: Story = {
  args: { route: '/roulette', signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue, {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Ruleta de premios/ })).toBeNull();
  },
};

/** Not activated: the wheel and the stats, the gate with 'Activar Ruleta' instead of Play, no admin button. */
export const NotActivated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: es.roulette.title }, LONG)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Ruleta de premios/ })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: es.roulette.activate }, LONG)).toBeVisible();
    await waitFor(() => expect(stat(canvas, es.roulette.lastResult)).toHaveTextContent(es.roulette.noSpins));
    await expect(stat(canvas, es.roulette.participants)).toHaveTextContent('0');
    await expect(canvas.queryByRole('button', { name: es.roulette.play })).toBeNull();
    await expect(canvas.queryByRole('button', { name: es.roulette.admin })).toBeNull();
  },
};

/** 'Activar Ruleta' through the paid path, then Play is offered. */
export const Activate: Story = {
  play: async ({ canvas }) => {
    await passGateStep(canvas, es.roulette.activate);
    await waitFor(async () => ready(await playButton(canvas)), LONG);
  },
};

/** A spin that wins 200 UMQ, from click to unlock. */
export const Won: Story = {
  beforeEach: activated,
  play: ({ canvas }) => spinAndCheck(canvas, 4, 200n, ledgerCopy('roulette.won', { n: 200 })),
};

/** A spin that lands on 0: the special prize, nothing paid. */
export const SpecialPrize: Story = {
  beforeEach: activated,
  play: ({ canvas }) => spinAndCheck(canvas, 0, 0n, es.roulette.specialPrize),
};

/**
 * A refused spin: a new account opts in to UMQ and the roulette through the gate but holds only 50 UMQ, so the
 * group cannot pay 115. The spec's error with its reason; the wheel never turned, nothing is announced, Play is ready.
 */
export const Refused: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    const { address } = loaded as { address: string };
    await fund(address);
    await passGateStep(canvas, ledgerCopy('wallet.optInValue', { asset: 'UMQ' }));
    await fundUmq(address, 50n);
    await passGateStep(canvas, es.roulette.activate);
    const play = await playButton(canvas);
    await waitFor(() => ready(play), LONG);
    await userEvent.click(play);
    // The dry run sees the overspend: nothing is signed, the wheel never turns.
    await refusedBeforeSigning(ledgerCopy('errors.rouletteSpin', { reason: 'Te faltan' }));
    await waitFor(() => ready(canvas.getByRole('button', { name: es.roulette.play })));
    const main = await page(canvas);
    await expect(main.queryByText(es.roulette.spinning)).toBeNull();
    await expect(main.getByRole('img', { name: /^Ruleta de premios/ })).not.toHaveAccessibleName(/se detuvo/);
    await expect(await umqOnLedger(address)).toBe(50n * UMQ_UNIT);
  },
};

/** The global state cannot be read: the stats say so (and a toast, once); the game itself stays usable. */
export const StatsFailed: Story = {
  parameters: { ledger: { faults: ['globalState500'] } },
  beforeEach: activated,
  play: async ({ canvas }) => {
    const main = await page(canvas);
    await expect(await main.findByText(es.errors.rouletteState, {}, LONG)).toBeVisible();
    await expect(within(toasts()).getByText(es.errors.rouletteState)).toBeInTheDocument();
    await waitFor(async () => ready(await playButton(canvas)), LONG);
  },
};

/** Signed in as the configured admin: the admin button, which only says the function is not implemented yet. */
export const Admin: Story = {
  loaders: [() => seedDemoWallet(DEVNET_MNEMONICS.admin)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: es.roulette.admin }, LONG));
    await expect(await toastSaying(es.roulette.adminNotImplemented)).toBeInTheDocument();
  },
};
