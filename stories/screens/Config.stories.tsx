import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../src/i18n';
import { ConfigScreen } from '../../src/screens/Config';

/** What a MainNet build without its settings shows instead of the app. */
const meta = {
  title: 'Screens/Config',
  component: ConfigScreen,
  args: { network: 'mainnet', missing: ['VITE_UMQ_ASSET_ID', 'VITE_APP_QUIZ_ID', 'VITE_ADMIN_ADDRESS'] },
} satisfies Meta<typeof ConfigScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names every missing setting, in Spanish, with the network it is for. */
export const MissingSettings: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: es.config.title })).toBeVisible();
    await expect(canvas.getByText(/no puede conectarse a mainnet/)).toBeVisible();
    for (const name of args.missing) await expect(canvas.getByText(name)).toBeVisible();
  },
};
