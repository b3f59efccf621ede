import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import type { ContactErrors, useContacts } from './useContacts';

/** What the form starts from: an address to name (from the send form or a history entry), or a contact to rename. */
export interface ContactFormStart {
  address?: string;
  /** The contact being renamed: its address is fixed and its name is the starting text. */
  renaming?: { address: string; name: string };
}

/**
 * The add / rename form of one contact, shaped like the kit's ContactForm props. A refused contact keeps the form
 * open with its Spanish messages and saves nothing; a saved one toasts and calls `onDone`.
 */
export function useContactForm(
  book: Pick<ReturnType<typeof useContacts>, 'save'>,
  start: ContactFormStart,
  onDone: (message: string) => void,
) {
  const [name, setName] = useState(start.renaming?.name ?? '');
  const [address, setAddress] = useState(start.renaming?.address ?? start.address ?? '');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [saving, setSaving] = useState(false);
  const renaming = start.renaming?.address;
  return {
    name,
    address,
    addressFixed: renaming !== undefined || start.address !== undefined,
    errors,
    saving,
    onNameChange: (next: string) => {
      setName(next);
      setErrors(({ name: _dropped, form: _form, ...rest }) => rest);
    },
    onAddressChange: (next: string) => {
      setAddress(next);
      setErrors(({ address: _dropped, form: _form, ...rest }) => rest);
    },
    onSubmit: async () => {
      setSaving(true);
      const refused = await book.save({ name, address }, renaming);
      setSaving(false);
      if (refused) return setErrors(refused);
      onDone(renaming ? ledgerCopy('contacts.renamed') : ledgerCopy('contacts.saved'));
    },
  };
}
