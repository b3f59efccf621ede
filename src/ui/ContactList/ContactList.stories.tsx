import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { shortenAddress } from '../format';
import { ContactList } from './ContactList';

const contacts = [
  { name: 'Ana Peña', address: sampleData.recipient },
  { name: 'Tienda de la esquina', address: sampleData.address },
];

const meta = {
  title: 'UI/ContactList',
  component: ContactList,
  parameters: { layout: 'padded' },
  args: { contacts, status: 'ready', onRetry: fn(), onAdd: fn(), onRename: fn(), onRemove: fn() },
} satisfies Meta<typeof ContactList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address book: each contact by name with its address shortened, rename and delete named for the contact. */
export const List: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: es.contacts.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const ana = within(within(list).getByRole('listitem', { name: 'Ana Peña' }));
    await expect(ana.getByText(shortenAddress(sampleData.recipient))).toBeVisible();
    await userEvent.click(ana.getByRole('button', { name: ledgerCopy('contacts.rename', { name: 'Ana Peña' }) }));
    await expect(args.onRename).toHaveBeenCalledWith(contacts[0]);
    await userEvent.click(ana.getByRole('button', { name: ledgerCopy('contacts.remove', { name: 'Ana Peña' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith(contacts[0]);
    await userEvent.click(canvas.getByRole('button', { name: es.contacts.add }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** No contacts yet: what the book is for, and 'Añadir contacto'. */
export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(es.contacts.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.contacts.add }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The book is being read from the browser's storage. */
export const Loading: Story = {
  args: { contacts: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(es.contacts.loading);
  },
};

/** The browser's storage could not be read: the message and a retry where the list goes. */
export const Failed: Story = {
  args: { contacts: [], status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.contacts.failed);
    await userEvent.click(canvas.getByRole('button', { name: es.contacts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
