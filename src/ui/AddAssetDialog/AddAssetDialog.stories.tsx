import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import { AddAssetDialog } from './AddAssetDialog';

const meta = {
  title: 'UI/AddAssetDialog',
  component: AddAssetDialog,
  args: { open: true, value: '', state: { kind: 'empty' }, adding: false, onChange: fn(), onAdd: fn(), onClose: fn() },
} satisfies Meta<typeof AddAssetDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: es.assets.addTitle }));

/** Just opened: the number to type, and nothing to add yet. */
export const Start: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: es.assets.idLabel }), '7');
    await expect(args.onChange).toHaveBeenCalledWith('7');
    await expect(modal.getByRole('button', { name: es.assets.add })).toBeDisabled();
  },
};

/** The asset found: name, unit, decimals, creator and the 0,1 ALGO it reserves, then 'Añadir BARRIO'. */
export const Preview: Story = {
  args: {
    value: '2001',
    state: {
      kind: 'found',
      name: 'Moneda del barrio',
      unit: 'BARRIO',
      decimals: 2,
      creator: sampleData.recipient,
      reserve: '0,1 ALGO',
    },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText('Moneda del barrio')).toBeInTheDocument();
    await expect(modal.getByText('BARRIO')).toBeInTheDocument();
    await expect(modal.getByText(shortenAddress(sampleData.recipient))).toBeInTheDocument();
    await expect(modal.getByText(ledgerCopy('assets.reserve', { reserve: '0,1 ALGO' }))).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: ledgerCopy('assets.addConfirm', { unit: 'BARRIO' }) }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** No asset has that number: said under the field, and nothing can be added. */
export const NotFound: Story = {
  args: { value: '424242', state: { kind: 'refused', reason: ledgerCopy('assets.notFound', { id: '424242' }) } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('alert')).toHaveTextContent(ledgerCopy('assets.notFound', { id: '424242' }));
    await expect(modal.getByRole('textbox', { name: es.assets.idLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('button', { name: es.assets.add })).toBeDisabled();
  },
};

/** The asset is being read from the ledger. */
export const Reading: Story = {
  args: { value: '2001', state: { kind: 'reading' } },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('status')).toHaveTextContent(es.assets.loading);
  },
};
