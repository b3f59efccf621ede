import type { StoryObj } from '@storybook/react-vite';
import { mnemonicToSecretKey } from 'algosdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../src/i18n';
import { ledgerCopy } from '../../src/i18n/features';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../../src/services/config/localnet';
import { uriAuthority } from '../../src/services/payments';
import { decodeQrSvg } from '../../src/ui/QrCode/testing';
import { DEMO_USER, screenMeta } from '../support';
import { dialog, seedEmptyAccount } from './walletStates';

/** ARC-90 names the local ledger by its genesis hash in every request's authority. */
const GH = uriAuthority(LOCALNET_GENESIS.hash);

/** 'Recibir' on /wallet (and on the /home address panel) with the real hook, on the story's local ledger. */
const meta = { title: 'Screens/Receive', ...screenMeta({ route: '/wallet', signedIn: true }) };
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const DEMO = mnemonicToSecretKey(DEMO_USER.mnemonic).addr.toString();
const opener = (canvas: Canvas) => canvas.getByRole('button', { name: es.receive.open });

/** Presses 'Recibir' once the screen is up and returns the open sheet. */
async function openSheet(canvas: Canvas) {
  await waitFor(() => expect(opener(canvas)).toBeVisible(), { timeout: 10_000 });
  await userEvent.click(opener(canvas));
  const sheet = await dialog(es.receive.title);
  await waitFor(() => expect(sheet.getByRole('heading', { name: es.receive.title })).toBeVisible());
  return sheet;
}

/** What the code named `name` says, read from its pixels. */
async function scan(sheet: Canvas, name: string) {
  const qr = await sheet.findByRole('img', { name });
  return decodeQrSvg(qr as unknown as SVGSVGElement);
}

/** Chooses `asset`, types `amount` and presses 'Mostrar en el código'. */
async function ask(sheet: Canvas, asset: string, amount: string) {
  await userEvent.selectOptions(sheet.getByRole('combobox', { name: es.wallet.asset }), asset);
  const field = sheet.getByRole('textbox', { name: es.wallet.amount });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(sheet.getByRole('button', { name: es.receive.showRequest }));
}

const asking = (amount: string, asset: string) => ledgerCopy('receive.qrAmount', { amount, asset });

/**
 * The demo user's address whole and in the code; 1,5 ALGO asked (amount=1500000); a bad amount refused in Spanish
 * with the code unchanged; the amount removed; closing returns focus to 'Recibir' and reopening starts afresh.
 */
export const OnWallet: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(await scan(sheet, es.receive.qrAddress)).toBe(`algorand://${GH}${DEMO}`);
    const whole = within(sheet.getByRole('region', { name: es.receive.address })).getByText(DEMO, { exact: true });
    await expect(whole).toBeVisible();
    // Readable: 'Recibir' sits on the dark hero card, yet the sheet's text is not the card's light text.
    const surface = getComputedStyle(within(document.body).getByRole('dialog')).backgroundColor;
    await expect(getComputedStyle(whole).color).not.toBe(surface);
    await expect(getComputedStyle(sheet.getByRole('heading', { name: es.receive.title })).color).toBe(
      getComputedStyle(canvas.getByRole('heading', { level: 1 })).color,
    );

    await ask(sheet, 'ALGO', '1,5');
    await expect(await scan(sheet, asking('1,5', 'ALGO'))).toBe(`algorand://${GH}${DEMO}?amount=1500000`);

    await ask(sheet, 'ALGO', '1,0000001');
    await expect(sheet.getByRole('textbox', { name: es.wallet.amount })).toHaveAccessibleDescription(
      ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 }),
    );
    await expect(await scan(sheet, asking('1,5', 'ALGO'))).toBe(`algorand://${GH}${DEMO}?amount=1500000`);

    await userEvent.click(sheet.getByRole('button', { name: es.receive.clearRequest }));
    await expect(await scan(sheet, es.receive.qrAddress)).toBe(`algorand://${GH}${DEMO}`);

    await ask(sheet, 'ALGO', '3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener(canvas)).toHaveFocus();
    await expect(await scan(await openSheet(canvas), es.receive.qrAddress)).toBe(`algorand://${GH}${DEMO}`);
  },
};

/** A token asked: 250 UMQ in base units (9 decimals) with UMQ's asset id; 0,5 HLK with HLK's. */
export const AsksTokens: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await ask(sheet, 'UMQ', '250');
    await expect(await scan(sheet, asking('250', 'UMQ'))).toBe(
      `algorand://${GH}${DEMO}?amount=250000000000&asset=${LOCALNET_IDS.assets.UMQ}`,
    );
    await ask(sheet, 'HLK', '0,5');
    await expect(await scan(sheet, asking('0,5', 'HLK'))).toBe(
      `algorand://${GH}${DEMO}?amount=500000000&asset=${LOCALNET_IDS.assets.HLK}`,
    );
    // The demo player is opted in to both tokens: no warning.
    await expect(sheet.queryByText(ledgerCopy('receive.optInHint', { asset: 'HLK' }))).toBeNull();
  },
};

/** A brand-new account, opted in to nothing: asking HLK warns that the opt-in is needed first. */
export const NotOptedIn: Story = {
  loaders: [seedEmptyAccount],
  play: async ({ canvas, loaded }) => {
    const sheet = await openSheet(canvas);
    const { address } = loaded as { address: string };
    await expect(await scan(sheet, es.receive.qrAddress)).toBe(`algorand://${GH}${address}`);
    await userEvent.selectOptions(sheet.getByRole('combobox', { name: es.wallet.asset }), 'HLK');
    await expect(await sheet.findByText(ledgerCopy('receive.optInHint', { asset: 'HLK' }))).toBeVisible();
  },
};

/** From the /home address panel: the same sheet. */
export const OnHome: Story = {
  args: { route: '/home' },
  play: async ({ canvas }) => {
    const sheet = await openSheet(canvas);
    await expect(await scan(sheet, es.receive.qrAddress)).toBe(`algorand://${GH}${DEMO}`);
  },
};
