import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ledgerCopy } from '../../i18n/features';
import {
  ContactRefused,
  deleteContact,
  MAX_NAME_LENGTH,
  saveContact,
  type Contact,
  type ContactProblems,
} from '../../services/contacts';
import { contactQueries } from './queries';

/** A form's messages in Spanish: per field, and `form` when the browser's storage failed. */
export type ContactErrors = Partial<Record<'name' | 'address' | 'form', string>>;

const NAME_MESSAGES = {
  empty: () => ledgerCopy('contacts.nameEmpty'),
  tooLong: () => ledgerCopy('contacts.nameTooLong', { n: MAX_NAME_LENGTH }),
  taken: () => ledgerCopy('contacts.nameTaken'),
};
const ADDRESS_MESSAGES = {
  empty: () => ledgerCopy('contacts.addressEmpty'),
  invalid: () => ledgerCopy('contacts.addressInvalid'),
  taken: () => ledgerCopy('contacts.addressTaken'),
};

/** The Spanish message of each refused field. */
export function contactErrors(problems: ContactProblems): ContactErrors {
  return {
    ...(problems.name && { name: NAME_MESSAGES[problems.name]() }),
    ...(problems.address && { address: ADDRESS_MESSAGES[problems.address]() }),
  };
}

/**
 * The signed-in wallet's address book: its contacts sorted by name, a name for any address saved, and saving,
 * renaming and deleting (each re-reads the book). `save` resolves to the form's Spanish errors, or null once saved.
 */
export function useContacts(owner: string) {
  const client = useQueryClient();
  const query = useQuery(contactQueries.book(owner));
  const contacts = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(() => new Map(contacts.map(({ address, name }) => [address, name])), [contacts]);
  const refresh = useCallback(() => client.invalidateQueries(contactQueries.book(owner)), [client, owner]);

  const save = useCallback(
    async (draft: Contact, renaming?: string): Promise<ContactErrors | null> => {
      try {
        await saveContact(owner, draft, renaming);
        return null;
      } catch (error) {
        return error instanceof ContactRefused
          ? contactErrors(error.problems)
          : { form: ledgerCopy('contacts.storageFailed') };
      } finally {
        await refresh();
      }
    },
    [owner, refresh],
  );

  const remove = useCallback(
    async (address: string): Promise<boolean> => {
      try {
        await deleteContact(owner, address);
        return true;
      } catch {
        return false;
      } finally {
        await refresh();
      }
    },
    [owner, refresh],
  );

  return {
    contacts,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    onRetry: () => void query.refetch(),
    /** The contact's name for an address, or undefined when it is not saved. */
    nameOf: useCallback((address: string) => names.get(address), [names]),
    save,
    remove,
  } as const;
}
