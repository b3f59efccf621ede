import type { StoryObj } from '@storybook/react-vite';
import { getApplicationAddress } from 'algosdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEVNET_ADDRESSES } from '../../src/devnet';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_IDS } from '../../src/services/config/localnet';
import { UMQ_UNIT } from '../../src/services/config/onchain';
import { getLocalState } from '../../src/services/ledger';
import { screenMeta } from '../support';
import { confirmPaid, fundUmq, injectFault, passGateStep, toastSaying, umqOnLedger } from './appSteps';
import { seedEmptyAccount, fund } from './walletStates';

/**
 * /marketplace on the local ledger, signed in as the demo player (5,000 UMQ, opted in to UMQ, not to the
 * marketplace): the gate ('Ver productos'), the four memberships, a purchase checked on the ledger, and the refusals.
 */
const meta = { title: 'Screens/Market', ...screenMeta({ route: '/marketplace', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ME = DEVNET_ADDRESSES.demoPlayers[0];
const MARKETPLACE = LOCALNET_IDS.apps.marketplace;
const card = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));
const claimOf = (canvas: Canvas, name: string) => card(canvas, name).getByRole('button', { name: es.market.claim });
const totalUsed = (canvas: Canvas) => canvas.getByText(es.market.totalUsed).nextElementSibling;
const spentOnLedger = async () => (await getLocalState(ME, MARKETPLACE))?.umq_spent;

/** 'Ver productos' through the paid path, until the grid shows. */
async function showProducts(canvas: Canvas) {
  await passGateStep(canvas, es.market.showProducts);
  await canvas.findByRole('list', { name: es.market.products }, { timeout: 10_000 });
}

/** Not opted in: the gate, with the UMQ opt-in done and 'Ver productos' next; no products yet. */
export const NotActivated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: es.market.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: es.market.showProducts }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: es.gate.steps })).toHaveTextContent(
      ledgerCopy('wallet.optInValue', { asset: 'UMQ' }),
    );
    await expect(canvas.queryByRole('list', { name: es.market.products })).toBeNull();
  },
};

/** A brand-new account: the gate offers the UMQ opt-in first (purchases pay in UMQ), then 'Ver productos'. */
export const NewAccount: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    await fund((loaded as { address: string }).address);
    await passGateStep(canvas, ledgerCopy('wallet.optInValue', { asset: 'UMQ' }));
    await expect(
      await canvas.findByRole('button', { name: es.market.showProducts }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Opted in: four memberships with image, description and price; USDC labelled 'Pronto.' and locked; 0 UMQ used. */
export const Products: Story = {
  play: async ({ canvas }) => {
    await showProducts(canvas);
    await expect(totalUsed(canvas)).toHaveTextContent('0 UMQ');
    const items = [
      [es.market.usdcName, es.market.usdcAlt, '4.000 UMQ'],
      [es.market.hboName, es.market.hboAlt, '8.000 UMQ'],
      [es.market.paramountName, es.market.paramountAlt, '8.000 UMQ'],
      [es.market.netflixName, es.market.netflixAlt, '10.000 UMQ'],
    ];
    for (const [name, alt, price] of items) {
      await expect(card(canvas, name).getByRole('img', { name: alt })).toHaveAttribute('loading', 'lazy');
      await expect(card(canvas, name).getByText(price)).toBeVisible();
    }
    await expect(card(canvas, es.market.usdcName).getByText(es.market.soon)).toBeVisible();
    await expect(claimOf(canvas, es.market.usdcName)).toBeDisabled();
    await expect(claimOf(canvas, es.market.hboName)).toBeEnabled();
  },
};

/**
 * HBO with 10,000 UMQ: the confirmation shows price, Mox fee, network fee and the whole app address; after it the
 * ledger holds exactly 8.015 UMQ less, the app's counter says 8.000 and so does the total on the screen.
 */
export const BuyHbo: Story = {
  play: async ({ canvas }) => {
    await showProducts(canvas);
    await fundUmq(ME, 5_000n);
    const before = await umqOnLedger(ME);
    await userEvent.click(claimOf(canvas, es.market.hboName));
    await confirmPaid(async (modal) => {
      await expect(modal.getByText(ledgerCopy('market.buyValue', { item: es.market.hboName }))).toBeInTheDocument();
      await expect(modal.getByText(es.confirmTx.value).nextElementSibling).toHaveTextContent('8.000 UMQ');
      await expect(modal.getByText(es.confirmTx.moxFee).nextElementSibling).toHaveTextContent('15 UMQ');
      await expect(modal.getByText(es.confirmTx.networkFee).nextElementSibling).toHaveTextContent(/^[\d,.]+ ALGO$/);
      await expect(modal.getByText(getApplicationAddress(MARKETPLACE).toString())).toBeInTheDocument();
    });
    await expect(await toastSaying(ledgerCopy('market.bought', { item: es.market.hboName }))).toBeInTheDocument();
    await expect(await umqOnLedger(ME)).toBe(before! - 8_015n * UMQ_UNIT);
    await expect(await spentOnLedger()).toBe(8_000n);
    await waitFor(() => expect(totalUsed(canvas)).toHaveTextContent('8.000 UMQ'), { timeout: 10_000 });
  },
};

/** Netflix with 5,000 UMQ: refused in Spanish before any confirmation; nothing moves on the ledger. */
export const NotEnoughUmq: Story = {
  play: async ({ canvas }) => {
    await showProducts(canvas);
    const before = await umqOnLedger(ME);
    await userEvent.click(claimOf(canvas, es.market.netflixName));
    const refusal = ledgerCopy('market.notEnough', { item: es.market.netflixName, needed: '10.015', held: '5.000' });
    await expect(await toastSaying(refusal)).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(await umqOnLedger(ME)).toBe(before);
    await expect(await spentOnLedger()).toBe(0n);
  },
};

/** The node refuses the purchase: the spec's 'Error durante la compra…'; nothing spent, the total stays at 0. */
export const BuyFails: Story = {
  play: async ({ canvas }) => {
    await showProducts(canvas);
    await fundUmq(ME, 5_000n);
    const before = await umqOnLedger(ME);
    await injectFault('submitRefused');
    await userEvent.click(claimOf(canvas, es.market.paramountName));
    await confirmPaid();
    await expect(await toastSaying(es.errors.marketBuy)).toBeInTheDocument();
    await expect(await umqOnLedger(ME)).toBe(before);
    await expect(totalUsed(canvas)).toHaveTextContent('0 UMQ');
    await expect(claimOf(canvas, es.market.paramountName)).not.toHaveAttribute('aria-busy');
  },
};

/** Not signed in: the connect-your-wallet message. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(es.common.connectToContinue)).toBeVisible();
  },
};
