import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { es } from '../../i18n';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: { title: es.wallet.connect, children: es.common.connectToContinue },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No account connected. */
export const NoAccount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.common.connectToContinue)).toBeInTheDocument();
  },
};

/** With the next step as a button. */
export const WithAction: Story = {
  args: {
    icon: 'gift',
    title: es.home.noAlgoTitle,
    children: es.home.noAlgoBody,
    action: <Button>{es.home.dispense}</Button>,
  },
};

/** Title only. */
export const TitleOnly: Story = { args: { icon: 'news', title: es.notFound.title, children: undefined } };
