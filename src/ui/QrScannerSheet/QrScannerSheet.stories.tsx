import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n';
import { QrScannerSheet } from './QrScannerSheet';

const meta = {
  title: 'UI/QrScannerSheet',
  component: QrScannerSheet,
  args: { open: true, videoRef: createRef<HTMLVideoElement>(), onClose: fn() },
} satisfies Meta<typeof QrScannerSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open sheet, past its opening animation (which starts it transparent). */
async function sheet() {
  const element = await within(document.body).findByRole('dialog', { name: es.payRequest.scanTitle });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
}

/** The camera is on: its picture, labelled, under the hint; 'Cancelar' closes the sheet. */
export const Scanning: Story = {
  play: async ({ args }) => {
    const dialog = await sheet();
    await expect(dialog.getByText(es.payRequest.scanHint)).toBeVisible();
    await expect(dialog.getByLabelText(es.payRequest.video)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: es.common.cancel }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The camera could not be used (permission refused): the reason in Spanish and no picture. */
export const CameraRefused: Story = {
  args: { error: es.payRequest.cameraFailed },
  play: async () => {
    const dialog = await sheet();
    await expect(dialog.getByRole('alert')).toHaveTextContent(es.payRequest.cameraFailed);
    await expect(dialog.queryByLabelText(es.payRequest.video)).toBeNull();
  },
};
