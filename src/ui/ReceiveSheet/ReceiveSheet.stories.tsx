import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../../services/config/localnet';
import { buildPaymentUri, uriAuthority } from '../../services/payments';
import { sampleData } from '../fixtures';
import { decodeQrSvg } from '../QrCode/testing';
import { ReceiveSheet, type ReceiveSheetProps } from './ReceiveSheet';

const { address } = sampleData;
/** The local ledger named in ARC-90's authority (a network other than MainNet). */
const GH = uriAuthority(LOCALNET_GENESIS.hash);
const ASSETS = ['ALGO', 'UMQ', 'HLK'] as const;

/** The form's props with every callback a spy. */
const form = (overrides: Partial<ReceiveSheetProps['form']> = {}): ReceiveSheetProps['form'] => ({
  asset: 'ALGO',
  assets: ASSETS,
  amount: '',
  onAssetChange: fn(),
  onAmountChange: fn(),
  onSubmit: fn(),
  onClear: fn(),
  ...overrides,
});

/** The props of a sheet showing `amount` (base units, shown as `shown`) of `asset`. */
function asking(asset: (typeof ASSETS)[number], amount: bigint, shown: string) {
  const assetId = asset === 'ALGO' ? undefined : LOCALNET_IDS.assets[asset];
  return {
    uri: buildPaymentUri({ address, amount, assetId }, LOCALNET_GENESIS.hash),
    requested: { amount: shown, asset },
    form: form({ asset, amount: shown }),
  };
}

const meta = {
  title: 'UI/ReceiveSheet',
  component: ReceiveSheet,
  args: {
    open: true,
    onClose: fn(),
    address,
    uri: buildPaymentUri({ address }, LOCALNET_GENESIS.hash),
    requested: null,
    form: form(),
  },
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof ReceiveSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet (rendered at the body) once its QR is drawn: qrcode loads when the sheet opens. */
async function sheet(qrName: string) {
  const element = await within(document.body).findByRole('dialog', { name: es.receive.title });
  const dialog = within(element);
  const qr = await dialog.findByRole('img', { name: qrName });
  // Past the sheet's opening animation, which starts it transparent.
  await waitFor(() => expect(element).toBeVisible());
  return { dialog, qr: qr as unknown as SVGSVGElement };
}

/** The code as a phone reads it: decoded from its pixels. */
const scanned = (qr: SVGSVGElement) => decodeQrSvg(qr);

/** The bare address: QR of algorand://<address>, the whole address, copy; share hidden without the Web Share API. */
export const AddressOnly: Story = {
  play: async ({ args }) => {
    const { dialog, qr } = await sheet(es.receive.qrAddress);
    await expect(await scanned(qr)).toBe(`algorand://${GH}${address}`);
    await expect(dialog.getByText(address)).toBeVisible();
    await expect(dialog.getByRole('button', { name: es.ui.copyAddress })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: es.receive.share })).toBeNull();
    await expect(dialog.queryByRole('button', { name: es.receive.clearRequest })).toBeNull();
    // Big enough to scan from a phone: at least 240 CSS px wide.
    await expect(qr.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await userEvent.click(dialog.getByRole('button', { name: es.receive.showRequest }));
    await expect(args.form.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Asking 1.5 ALGO: the code carries amount=1500000 (microAlgos) and no asset. */
export const AlgoAmount: Story = {
  args: asking('ALGO', 1_500_000n, '1.5'),
  play: async ({ args }) => {
    const { dialog, qr } = await sheet(ledgerCopy('receive.qrAmount', { amount: '1.5', asset: 'ALGO' }));
    await expect(await scanned(qr)).toBe(`algorand://${GH}${address}?amount=1500000`);
    await expect(dialog.getByText(ledgerCopy('receive.requested', { amount: '1.5', asset: 'ALGO' }))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: es.receive.clearRequest }));
    await expect(args.form.onClear).toHaveBeenCalledOnce();
  },
};

/** Asking 250 UMQ: base units with its 9 decimals, and UMQ's asset id. */
export const UmqAmount: Story = {
  args: asking('UMQ', 250_000_000_000n, '250'),
  play: async () => {
    const { qr } = await sheet(ledgerCopy('receive.qrAmount', { amount: '250', asset: 'UMQ' }));
    await expect(await scanned(qr)).toBe(
      `algorand://${GH}${address}?amount=250000000000&asset=${LOCALNET_IDS.assets.UMQ}`,
    );
  },
};

/** Asking 0.5 HLK: HLK's asset id. */
export const HlkAmount: Story = {
  args: asking('HLK', 500_000_000n, '0.5'),
  play: async () => {
    const { qr } = await sheet(ledgerCopy('receive.qrAmount', { amount: '0.5', asset: 'HLK' }));
    await expect(await scanned(qr)).toBe(
      `algorand://${GH}${address}?amount=500000000&asset=${LOCALNET_IDS.assets.HLK}`,
    );
  },
};

/** Where the browser has the Web Share API, 'Compartir' shows and shares. */
export const ShareAvailable: Story = {
  args: { onShare: fn() },
  play: async ({ args }) => {
    const { dialog } = await sheet(es.receive.qrAddress);
    await userEvent.click(dialog.getByRole('button', { name: es.receive.share }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Without the Web Share API there is no 'Compartir': copy is the way. */
export const ShareNotAvailable: Story = {
  args: { onShare: undefined },
  play: async () => {
    const { dialog } = await sheet(es.receive.qrAddress);
    await expect(dialog.queryByRole('button', { name: es.receive.share })).toBeNull();
    await expect(dialog.getByRole('button', { name: es.ui.copyAddress })).toBeVisible();
  },
};

/** Copy puts the WHOLE address on the clipboard and says "Copiado". */
export const Copied: Story = {
  play: async () => {
    const { dialog } = await sheet(es.receive.qrAddress);
    await userEvent.click(dialog.getByRole('button', { name: es.ui.copyAddress }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(address);
    await expect(await dialog.findByRole('status')).toHaveTextContent(es.ui.copied);
  },
};

/** A refused amount: the field says why in Spanish and the code still shows the bare address. */
export const InvalidAmount: Story = {
  args: { form: form({ amount: '1.0000001', error: ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 }) }) },
  play: async () => {
    const { dialog, qr } = await sheet(es.receive.qrAddress);
    const amount = dialog.getByRole('textbox', { name: es.wallet.amount });
    await expect(amount).toHaveAccessibleDescription(ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 }));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(async () => expect(await scanned(qr)).toBe(`algorand://${GH}${address}`));
  },
};

/** A token this account has not opted in to: the form warns that a payment in it would be refused. */
export const OptInNeeded: Story = {
  args: { form: form({ asset: 'UMQ', optInNeeded: true }) },
  play: async () => {
    const { dialog } = await sheet(es.receive.qrAddress);
    await expect(dialog.getByText(ledgerCopy('receive.optInHint', { asset: 'UMQ' }))).toBeVisible();
  },
};
