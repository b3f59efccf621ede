import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { UserNodes } from './UserNodes';

const NODE = { kind: 'algod', url: 'https://nodo.example.com' } as const;
const INDEXER = { kind: 'indexer', url: 'https://indexador.example.com:8443/api' } as const;

const meta = {
  title: 'UI/UserNodes',
  component: UserNodes,
  parameters: { layout: 'padded' },
  args: {
    nodes: [],
    kind: 'algod',
    url: '',
    checking: false,
    added: false,
    onKindChange: fn(),
    onUrlChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof UserNodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No node yet: says so, and the form adds one of either kind by its URL. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: es.userNodes.section })).toBeVisible();
    await expect(canvas.getByText(es.userNodes.empty)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(es.userNodes.kind), es.userNodes.indexer);
    await expect(args.onKindChange).toHaveBeenCalledWith('indexer');
    await userEvent.type(canvas.getByLabelText(es.userNodes.url), 'h');
    await expect(args.onUrlChange).toHaveBeenCalledWith('h');
    await userEvent.click(canvas.getByRole('button', { name: es.userNodes.add }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Two nodes, each named by kind and URL with its own 'Quitar'. */
export const List: Story = {
  args: { nodes: [NODE, INDEXER] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(NODE.url)).toBeVisible();
    await expect(canvas.getByText(INDEXER.url)).toBeVisible();
    await expect(canvas.queryByText(es.userNodes.empty)).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: `${es.userNodes.remove} ${es.userNodes.indexer} ${INDEXER.url}` }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(INDEXER);
  },
};

/** Just added: the node is listed and a notice says so. */
export const Added: Story = {
  args: { nodes: [NODE], added: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.userNodes.added)).toBeVisible();
  },
};

/** While the node is asked for its genesis hash: a status line, and pressing again does nothing. */
export const Checking: Story = {
  args: { url: NODE.url, checking: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(es.userNodes.checking)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.userNodes.add }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Refused (another network): the URL field says why in Spanish and is marked invalid. */
export const Refused: Story = {
  args: { url: NODE.url, error: es.userNodes.otherNetwork },
  play: async ({ canvas }) => {
    const url = canvas.getByLabelText(es.userNodes.url);
    await expect(url).toBeInvalid();
    await expect(url).toHaveAccessibleDescription(expect.stringContaining(es.userNodes.otherNetwork));
  },
};
