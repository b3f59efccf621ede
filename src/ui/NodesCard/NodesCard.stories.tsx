import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { NodesCard } from './NodesCard';

const meta = {
  title: 'UI/Settings/NodesCard',
  component: NodesCard,
  args: { href: '/config', count: 0, onOpen: fn((event: { preventDefault(): void }) => event.preventDefault()) },
} satisfies Meta<typeof NodesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No node of the user's own: the app's nodes only; 'Tus nodos' is a link to /config that the screen follows. */
export const AppNodesOnly: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: es.userNodes.title });
    await expect(card).toHaveTextContent(es.userNodes.cardNone);
    const link = canvas.getByRole('link', { name: es.userNodes.section });
    await expect(link).toHaveAttribute('href', '/config');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** One node of the user's own, tried before the app's. */
export const OneOwnNode: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: es.userNodes.title })).toHaveTextContent(es.userNodes.cardOne);
  },
};

/** Several nodes of the user's own: the count in the reader's locale. */
export const SeveralOwnNodes: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: es.userNodes.title })).toHaveTextContent(
      es.userNodes.cardMany.replace('{n}', '3'),
    );
  },
};
