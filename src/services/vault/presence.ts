import { hasRecord } from './store';

/*
 * What /login asks on every load: whether the remembered account's wallet is still stored. Apart from the vault's
 * cipher and record code, which load once the user types (src/hooks/session/unlock).
 */

/** Whether a wallet is stored under this username (throws VaultStorageFailed if the database cannot be read). */
export function hasWallet(username: string): Promise<boolean> {
  return hasRecord(username);
}
