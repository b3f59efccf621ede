/**
 * 'Recordar mi dirección' (SPEC §3: the address as `accountAddress`): the remembered account is its address and its
 * username, both public, in localStorage; never anything secret. /login shows it, and forgets it in one click.
 */
export const ADDRESS_STORAGE_KEY = 'accountAddress';
export const USERNAME_STORAGE_KEY = 'accountUsername';

/** The account /login remembers. */
export interface RememberedAccount {
  username: string | null;
  address: string;
}

/** The remembered account, or null when none is. */
export function readRemembered(): RememberedAccount | null {
  const address = localStorage.getItem(ADDRESS_STORAGE_KEY);
  return address === null ? null : { address, username: localStorage.getItem(USERNAME_STORAGE_KEY) };
}

/** Remembers this account (its username and address only). */
export function saveRemembered(username: string, address: string): void {
  localStorage.setItem(ADDRESS_STORAGE_KEY, address);
  localStorage.setItem(USERNAME_STORAGE_KEY, username);
}

/** Forgets the remembered account. */
export function forgetRemembered(): void {
  localStorage.removeItem(ADDRESS_STORAGE_KEY);
  localStorage.removeItem(USERNAME_STORAGE_KEY);
}
