/** What a signed-in user does to their own record: a new password, and the address older records lack. */
import { UsernameTaken, VaultRecordNotFound } from './errors';
import { parseRecord, withAddress } from './record';
import { readRecord, replaceRecordIfUnchanged, updateRecord } from './store';
import { openStored, sealRecord } from './vault';

/**
 * Re-encrypts the username's wallet under `next` once `current` opens it, at the current cost with fresh salt and iv,
 * and swaps the record in one IndexedDB transaction: any failure leaves the old record, which `current` still opens.
 * The passkey record wraps the words, not the password, so it keeps working. Throws VaultRecordNotFound,
 * WrongPassword, CorruptedRecord, UsernameTaken (another tab re-saved it meanwhile) or VaultStorageFailed.
 */
export async function changePassword(username: string, current: string, next: string): Promise<void> {
  const stored = await readRecord(username);
  if (stored === undefined) throw new VaultRecordNotFound();
  const { mnemonic } = await openStored(stored, current);
  const { address } = await parseRecord(stored);
  const record = await sealRecord(mnemonic, next, address ?? undefined);
  if (!(await replaceRecordIfUnchanged(username, stored, record))) throw new UsernameTaken();
}

/**
 * Writes the signed-in wallet's address into its record when the record predates addresses (nothing else changes),
 * so that its words can later prove it is theirs if the password is forgotten. Best effort: never fails.
 */
export async function noteWalletAddress(username: string, address: string): Promise<void> {
  const addressless = (value: unknown) => {
    try {
      return typeof value === 'string' && (JSON.parse(value) as { address?: unknown }).address === undefined;
    } catch {
      return false;
    }
  };
  await updateRecord(username, (value) => (addressless(value) ? withAddress(value as string, address) : null)).catch(
    () => undefined,
  );
}
