import { queryOptions } from '@tanstack/react-query';
import { listContacts } from '../../services/contacts';

/** The query-options factory of the address book: every contacts key and read comes from here. */
export const contactQueries = {
  /** One wallet's contacts, sorted by name; local data, so it is fresh until this app changes it. */
  book: (owner: string) =>
    queryOptions({ queryKey: ['contacts', owner], queryFn: () => listContacts(owner), staleTime: Infinity }),
};
