import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { AssetList } from './AssetList';

const usdc = { id: '31566704', name: 'USDC', unit: 'USDC', amount: '5 USDC', frozen: false };
const coin = { id: '2001', name: 'Moneda del barrio', unit: 'BARRIO', amount: '1.234,5 BARRIO', frozen: false };

const meta = {
  title: 'UI/AssetList',
  component: AssetList,
  parameters: { layout: 'padded' },
  args: {
    assets: [usdc, coin],
    status: 'ready',
    onAdd: fn(),
    onRemove: fn(),
    tokens: ['UMQ', 'HLK'],
    onRemoveToken: fn(),
  },
} satisfies Meta<typeof AssetList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every other asset held: name, unit and number, the amount as the reader writes it, and 'Quitar' for each. */
export const List: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: es.assets.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const barrio = within(within(list).getByRole('listitem', { name: 'Moneda del barrio' }));
    await expect(barrio.getByText('1.234,5 BARRIO')).toBeVisible();
    await expect(barrio.getByText('BARRIO · #2001')).toBeVisible();
    await userEvent.click(barrio.getByRole('button', { name: ledgerCopy('assets.removeNamed', { unit: 'BARRIO' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith(coin);
    await userEvent.click(canvas.getByRole('button', { name: es.assets.add }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: ledgerCopy('assets.removeNamed', { unit: 'HLK' }) }));
    await expect(args.onRemoveToken).toHaveBeenCalledWith('HLK');
  },
};

/** A frozen holding says so (its issuer froze it: it can be neither sent nor received). */
export const Frozen: Story = {
  args: { assets: [{ ...coin, frozen: true }] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('listitem', { name: 'Moneda del barrio' }));
    await expect(row.getByText(es.assets.frozen)).toBeVisible();
    await expect(row.getByText(es.assets.frozenHint, { exact: false })).toBeVisible();
  },
};

/** Nothing but ALGO, UMQ and HLK: what the list is for, and 'Añadir activo'. */
export const Empty: Story = {
  args: { assets: [], tokens: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(es.assets.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.assets.add }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The account's holdings and their params are being read. */
export const Loading: Story = {
  args: { assets: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.assets.loading);
  },
};

/** An asset's params could not be read: no amount is shown with guessed decimals. */
export const Failed: Story = {
  args: { assets: [], status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.assets.readFailed);
  },
};
