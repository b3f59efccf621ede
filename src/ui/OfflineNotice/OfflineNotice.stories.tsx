import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'UI/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ledger screen opened without a connection says so, as a status a screen reader announces. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.pwa.offline);
  },
};

/** Every node of the network failed its last request (the browser is online): the only failure the user is told. */
export const EveryNodeFailing: Story = {
  args: { reason: 'nodesDown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.pwa.nodesDown);
  },
};
