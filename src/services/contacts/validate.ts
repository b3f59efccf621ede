import { isChecksummedAddress } from '../config/address';

/** One entry of the address book: a name the user chose for an Algorand address. */
export interface Contact {
  address: string;
  name: string;
}

/** Why a contact cannot be saved, per field; the screen words each in Spanish. */
export interface ContactProblems {
  name?: 'empty' | 'tooLong' | 'taken';
  address?: 'empty' | 'invalid' | 'taken';
}

/** Long enough for "Mamá (cuenta del banco)", short enough to fit a history line. */
export const MAX_NAME_LENGTH = 40;

/** Names compare without case, accents or extra spaces: "Ana  Peña" and "ana pena" are the same contact. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('es');

/** The name as it is stored: blanks trimmed and runs of spaces made one. */
export const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * Checks a contact against the book (`existing`): a non-empty name of at most {@link MAX_NAME_LENGTH} characters
 * used by no other contact, and a checksummed address not saved yet. `renaming` is the address whose name is being
 * changed: its own entry is not a clash. Returns null when it may be saved.
 */
export function contactProblems(
  draft: Contact,
  existing: readonly Contact[],
  renaming?: string,
): ContactProblems | null {
  const problems: ContactProblems = {};
  const name = tidyName(draft.name);
  const address = draft.address.trim();
  const others = existing.filter((contact) => contact.address !== renaming);
  if (name === '') problems.name = 'empty';
  else if ([...name].length > MAX_NAME_LENGTH) problems.name = 'tooLong';
  else if (others.some((contact) => sameName(contact.name, name))) problems.name = 'taken';
  if (renaming === undefined) {
    if (address === '') problems.address = 'empty';
    else if (!isChecksummedAddress(address)) problems.address = 'invalid';
    else if (others.some((contact) => contact.address === address)) problems.address = 'taken';
  }
  return problems.name || problems.address ? problems : null;
}
