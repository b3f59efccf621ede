import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'UI/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  args: {
    name: '',
    address: '',
    addressFixed: false,
    errors: {},
    saving: false,
    onNameChange: fn(),
    onAddressChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new contact typed by hand: name and address, then 'Guardar contacto'. */
export const Add: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(es.contacts.name), 'A');
    await expect(args.onNameChange).toHaveBeenCalledWith('A');
    await userEvent.type(canvas.getByLabelText(es.contacts.address), 'B');
    await expect(args.onAddressChange).toHaveBeenCalledWith('B');
    await userEvent.click(canvas.getByRole('button', { name: es.contacts.save }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Saving an address from the send form or the history: the address is given and cannot be edited. */
export const FromAnAddress: Story = {
  args: { address: sampleData.recipient, addressFixed: true },
  play: async ({ canvas }) => {
    const address = canvas.getByLabelText(es.contacts.address);
    await expect(address).toHaveValue(sampleData.recipient);
    await expect(address).toHaveAttribute('readonly');
  },
};

/** Refused: each field says why in Spanish and is marked invalid. */
export const Errors: Story = {
  args: {
    name: 'Ana',
    address: 'ABC',
    errors: { name: es.contacts.nameTaken, address: es.contacts.addressInvalid },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.contacts.name)).toHaveAccessibleDescription(es.contacts.nameTaken);
    await expect(canvas.getByLabelText(es.contacts.address)).toHaveAccessibleDescription(es.contacts.addressInvalid);
    await expect(canvas.getByLabelText(es.contacts.name)).toBeInvalid();
  },
};

/** An empty name, a name too long, a duplicate address: the other messages of the form. */
export const OtherErrors: Story = {
  args: { errors: { name: ledgerCopy('contacts.nameTooLong', { n: 40 }), address: es.contacts.addressTaken } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(es.contacts.name)).toHaveAccessibleDescription(
      ledgerCopy('contacts.nameTooLong', { n: 40 }),
    );
    await expect(canvas.getByLabelText(es.contacts.address)).toHaveAccessibleDescription(es.contacts.addressTaken);
  },
};
