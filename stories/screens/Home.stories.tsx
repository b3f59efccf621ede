import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { COPY_FIGURES } from '../../src/i18n/figures';
import { screenMeta } from '../support';
import { dialog, rekeyDemoAccount, seedEmptyAccount, toasts } from './walletStates';

const meta = { title: 'Screens/Home', ...screenMeta({ route: '/home', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The amount a balance row shows, named by its symbol. */
const balanceOf = (canvas: Canvas, symbol: string) =>
  within(canvas.getByRole('group', { name: es.home.balances })).getByRole('definition', { name: symbol });
/** The value of a row of the ALGO figures, named by its label. */
const figure = (canvas: Canvas, label: string) => canvas.getByRole('definition', { name: label });
const tile = (canvas: Canvas, title: string) => canvas.getByRole('button', { name: new RegExp(`^${title}`) });

/** Waits for the demo user's balances on the hero panel. */
async function balancesShown(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByText(es.home.minBalance)).toBeVisible(), { timeout: 10_000 });
}

/** The demo player: shortened address with copy, UMQ/HLK with 2 decimals and ALGO with 4 (as on /wallet), minimum and spendable ALGO. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    await expect(canvas.getByText(/^[A-Z2-7]{6}…[A-Z2-7]{4}$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.ui.copyAddress })).toBeVisible();
    await expect(balanceOf(canvas, 'UMQ')).toHaveTextContent('5.000,00');
    await expect(balanceOf(canvas, 'HLK')).toHaveTextContent('0,00');
    await expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('100,0000');
    // Two asset opt-ins: 0.1 ALGO for the account + 0.1 for each.
    await expect(figure(canvas, es.home.minBalance)).toHaveTextContent('0,3000 ALGO');
    await expect(figure(canvas, es.home.available)).toHaveTextContent('99,7000 ALGO');
    for (const title of [
      es.tiles.wallet,
      es.tiles.quiz,
      es.tiles.games,
      es.tiles.stake,
      es.tiles.market,
      es.tiles.news,
    ]) {
      await expect(tile(canvas, title)).toHaveAttribute('aria-haspopup', 'dialog');
    }
  },
};

/** Mox Wallet: Perfil leads to /wallet; Bienvenida leads to /referido. */
export const WalletTile: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(tile(canvas, es.tiles.wallet));
    await userEvent.click((await dialog(es.tiles.wallet)).getByRole('link', { name: es.tiles.welcome }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.referral.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: es.common.back })[0]);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${es.tiles.wallet}`) }));
    await userEvent.click((await dialog(es.tiles.wallet)).getByRole('link', { name: es.tiles.profile }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.wallet.title }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Mox Quizz lists the three prizes and leads to /quizz; closes with the X. */
export const QuizTile: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(tile(canvas, es.tiles.quiz));
    const modal = await dialog(es.tiles.quiz);
    for (const prize of [es.tiles.quizPrize1, ledgerCopy('tiles.quizPrize2', COPY_FIGURES), es.tiles.quizPrize3])
      await expect(modal.getByText(prize)).toBeInTheDocument();
    await expect(modal.getByRole('link', { name: es.tiles.start })).toHaveAttribute('href', '/quizz');
    await userEvent.click(modal.getByRole('button', { name: es.ui.close }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Mox juegos, opened and closed with the keyboard: Enter opens, Escape closes and focus returns to the tile. */
export const GamesTileKeyboard: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    tile(canvas, es.tiles.games).focus();
    await userEvent.keyboard('{Enter}');
    const modal = await dialog(es.tiles.games);
    await expect(modal.getByRole('link', { name: es.tiles.roulette })).toHaveAttribute('href', '/roulette');
    await expect(modal.getByRole('link', { name: es.tiles.target })).toHaveAttribute('href', '/target');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(tile(canvas, es.tiles.games)).toHaveFocus();
  },
};

/** Mox Stake leads to /stake; a click outside the modal (on the backdrop) closes it. */
export const StakeTileOutsideClick: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(tile(canvas, es.tiles.stake));
    const modal = await within(document.body).findByRole('dialog', { name: es.tiles.stake });
    await expect(within(modal).getByRole('link', { name: es.tiles.start })).toHaveAttribute('href', '/stake');
    // The dialog element itself is the backdrop area around its panel.
    await userEvent.pointer({ keys: '[MouseLeft]', target: modal, coords: { clientX: 2, clientY: 2 } });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Moxplace: NFTs says 'Próximamente' (not offered yet); Membresías leads to /marketplace. */
export const MarketTile: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(tile(canvas, es.tiles.market));
    const nfts = (await dialog(es.tiles.market)).getByRole('button', { name: es.tiles.nfts });
    await expect(nfts).toBeDisabled();
    await expect(nfts).toHaveAccessibleDescription(es.tiles.soon);
    await expect((await dialog(es.tiles.market)).queryByRole('link', { name: es.tiles.nfts })).toBeNull();
    await userEvent.click((await dialog(es.tiles.market)).getByRole('link', { name: es.tiles.memberships }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.market.title }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Noticias leads to /news. */
export const NewsTile: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(tile(canvas, es.tiles.news));
    await userEvent.click((await dialog(es.tiles.news)).getByRole('link', { name: es.tiles.read }));
    await expect(await canvas.findByRole('heading', { level: 1, name: es.news.title })).toBeVisible();
  },
};

/** 'Configuración' says the wallet uses the app's nodes, and its link 'Tus nodos' opens /config. */
export const NodesLink: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    const settings = canvas.getByRole('region', { name: es.userNodes.title });
    await expect(settings).toHaveTextContent(es.userNodes.cardNone);
    await userEvent.click(within(settings).getByRole('link', { name: es.userNodes.section }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.userNodes.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: es.userNodes.section })).toHaveTextContent(es.userNodes.empty);
  },
};

/** A new account with no ALGO: the explanation, and on the local ledger the dispenser button that funds it. */
export const NoAlgo: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.home.noAlgoTitle, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(es.home.noAlgoBody)).toBeVisible();
    await expect(balanceOf(canvas, 'UMQ')).toHaveTextContent('0,00');
    await expect(canvas.getAllByText(es.home.notOptedIn)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: es.home.dispense }));
    await expect(await within(toasts()).findByText(ledgerCopy('home.dispensed', { n: '10' }))).toBeInTheDocument();
    await waitFor(() => expect(balanceOf(canvas, 'ALGO')).toHaveTextContent('10,0000'));
    await expect(figure(canvas, es.home.available)).toHaveTextContent('9,9000 ALGO');
    await expect(canvas.queryByText(es.home.noAlgoTitle)).toBeNull();
  },
};

/** On the local ledger, an account opted in to UMQ gets test UMQ from the dispenser next to the test ALGO. */
export const TestUmq: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await expect(canvas.getByText(es.home.testFundsTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.home.dispense })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.home.dispenseUmq }));
    await expect(
      await within(toasts()).findByText(ledgerCopy('home.dispensedUmq', { n: '10.000' })),
    ).toBeInTheDocument();
    await waitFor(() => expect(balanceOf(canvas, 'UMQ')).toHaveTextContent('15.000,00'));
  },
};

/** An account rekeyed to another key (by another wallet): /home says so in Spanish, naming the key that now signs. */
export const Rekeyed: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    const { authAddr } = await rekeyDemoAccount();
    await expect(await canvas.findByText(es.home.rekeyedTitle, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(ledgerCopy('home.rekeyedBody', { authAddr }))).toBeVisible();
  },
};

/** Balances cannot be read: the spec's toast, and an error in place of the balances (polling keeps trying). */
export const BalancesError: Story = {
  parameters: { ledger: { faults: ['balances500'] } },
  play: async ({ canvas }) => {
    await expect(await within(toasts()).findByText(es.errors.balances, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(es.errors.balances).length).toBeGreaterThanOrEqual(1);
  },
};

/** While the first read is under way the panel shows a spinner (the read never answers here). */
export const Loading: Story = {
  parameters: { ledger: { faults: ['balancesHang'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.home.loadingBalances, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** Not signed in (e.g. after a reload, which drops the in-memory key): the spec's message and the way to log in. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.landing.login })).toHaveAttribute('href', '/login');
  },
};

/** Cerrar sesión clears the session and goes to /login; the signed-in panel is gone. */
export const Logout: Story = {
  play: async ({ canvas }) => {
    await balancesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: es.common.logout }));
    await expect(await canvas.findByRole('button', { name: es.login.submit })).toBeVisible();
    await expect(canvas.queryByText(es.home.minBalance)).toBeNull();
  },
};
