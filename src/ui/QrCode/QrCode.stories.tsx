import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { QrCode } from './QrCode';
import { decodeQrSvg } from './testing';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { text: sampleData.address, label: ledgerCopy('receive.qrAddress') },
  decorators: [
    (Story) => (
      <div style={{ width: 240, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An address, as the receive sheet shows it: a phone camera reads back exactly the 58 characters. */
export const Address: Story = {
  play: async ({ canvas, args }) => {
    const code = await canvas.findByRole('img', { name: args.label });
    await expect(await decodeQrSvg(code as unknown as SVGSVGElement)).toBe(args.text);
  },
};

/** A long payment request (address, asset and amount): the code grows denser and still reads back whole. */
export const PaymentRequest: Story = {
  args: {
    text: `algorand://${sampleData.address}?amount=2500000000000&asset=1001&note=Mox%20Wallet`,
    label: ledgerCopy('receive.qrAmount', { amount: '2,500', asset: 'UMQ' }),
  },
  play: Address.play,
};
