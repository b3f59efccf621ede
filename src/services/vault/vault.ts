import { mnemonicWords } from '../account/words';
import { deletePasskeysOf } from '../passkey/store';
import { openMnemonic, sealMnemonic } from './cipher';
import { UsernameTaken, VaultRecordNotFound, WrongPassword } from './errors';
import { addressOfPhrase } from './owner';
import { storageRisk } from './durability';
import { requestPersistentStorage } from './persist';
import { CURRENT_ITERATIONS, LEGACY_ITERATIONS, parseRecord, serialiseRecord, type ParsedRecord } from './record';
import { takeReadAhead } from './readAhead';
import { readRecord, replaceRecordIfUnchanged, warmUpStore, writeNewRecord } from './store';

/** Options of saveWallet. */
export interface SaveOptions {
  /**
   * The password of the wallet already stored under this username: the new one replaces it only if this password
   * opens it. A stored wallet is never destroyed without its password (docs/decisions/0012-replace-needs-password.md).
   */
  replacing?: string;
  /**
   * Recovery with the words: the stored wallet is replaced without its password only when it is the same wallet
   * (its record's address is the one these words derive). Otherwise UsernameTaken, and only `replacing` can.
   */
  recovering?: boolean;
}

/** The record text of a phrase under a password, at the current cost, with the phrase's address. */
export async function sealRecord(mnemonic: string, password: string, address?: string): Promise<string> {
  const sealed = await sealMnemonic(mnemonic, password, CURRENT_ITERATIONS);
  return serialiseRecord(sealed, CURRENT_ITERATIONS, address ?? (await addressOfPhrase(mnemonic)));
}

/**
 * Encrypts a 25-word phrase under the password and stores it under the username, at the current cost. Throws
 * InvalidMnemonic (not 25 words), UsernameTaken (exists and no `replacing`, or changed by another tab while this
 * one checked it), WrongPassword or CorruptedRecord (`replacing` does not open the stored wallet) or
 * VaultStorageFailed; on any failure the stored record is unchanged.
 */
export async function saveWallet(
  username: string,
  mnemonic: string,
  password: string,
  options: SaveOptions = {},
): Promise<void> {
  const phrase = mnemonicWords(mnemonic).join(' ');
  const address = await addressOfPhrase(phrase);
  const record = await sealRecord(phrase, password, address);
  const { replacing, recovering } = options;
  const stored = replacing === undefined && !recovering ? undefined : await readRecord(username);
  if (stored === undefined) {
    await writeNewRecord(username, record);
  } else if (recovering && (await isRecordOf(stored, address))) {
    // The words are the proof: they derive the stored wallet's own address, so nothing is lost by the swap, and its
    // passkey (which wraps these same words) keeps working.
    if (!(await replaceRecordIfUnchanged(username, stored, record))) throw new UsernameTaken();
  } else if (replacing === undefined) {
    throw new UsernameTaken();
  } else {
    // The proof is checked on the very value that is then swapped out: a record re-saved meanwhile is not replaced.
    await openStored(stored, replacing);
    // A passkey of the wallet being replaced would still open the old words: it goes before the swap, so a failure
    // there leaves the old wallet whole (its password still opens it) and only its passkey gone.
    const before = await deletePasskeysOf(username);
    if (!(await replaceRecordIfUnchanged(username, stored, record))) throw new UsernameTaken();
    // A passkey another tab turned on while this swap ran (its words read before it) goes too; that tab also checks.
    const after = await deletePasskeysOf(username).catch(() => []);
    void forgetOnDevice([...before, ...after]);
  }
  void requestPersistentStorage();
  // Asked now, so /home (after the 25 words) knows the answer at its first paint.
  void storageRisk();
}

/** Whether a stored value is the record of the wallet at `address` (a damaged or address-less record is not). */
async function isRecordOf(stored: unknown, address: string): Promise<boolean> {
  try {
    return (await parseRecord(stored)).address === address;
  } catch {
    return false;
  }
}

/**
 * Whether the wallet stored under the username is the one these words open (its record names their address): a
 * recovery may then replace it without the forgotten password. False when none is stored, or it does not say.
 */
export async function isSameWallet(username: string, mnemonic: string): Promise<boolean> {
  const stored = await readRecord(username);
  return stored !== undefined && isRecordOf(stored, await addressOfPhrase(mnemonic));
}

/**
 * Asks the device to forget the passkeys of a replaced wallet, so it stops offering them (best effort; the WebAuthn
 * code is loaded only when there are some, keeping it out of /login's first load).
 */
async function forgetOnDevice(credentialIds: readonly string[]): Promise<void> {
  if (credentialIds.length === 0) return;
  const { forgetCredential } = await import('../passkey/webauthn');
  await Promise.all(credentialIds.map(forgetCredential));
}

/** Gets the database ready ahead of an unlock (see warmUpStore); never fails. */
export function prepareVault(): Promise<void> {
  return warmUpStore();
}

/**
 * Re-encrypts a legacy or cheaper record at the current cost with fresh salt and iv. It must never cost the user
 * the unlock that just succeeded, so a failure is only reported; the old record stays and is retried next time.
 */
async function upgradeRecord(
  username: string,
  storedValue: unknown,
  mnemonic: string,
  password: string,
): Promise<unknown> {
  try {
    const upgraded = await sealRecord(mnemonic, password);
    return (await replaceRecordIfUnchanged(username, storedValue, upgraded)) ? upgraded : storedValue;
  } catch (error) {
    console.warn('Could not re-encrypt the wallet at the current cost; the old record is kept.', error);
    return storedValue;
  }
}

/** The costs to try: the record's own, or the spec's two legacy paths for records that do not say. */
function candidateCosts(record: ParsedRecord): readonly number[] {
  return record.iterations === null ? LEGACY_ITERATIONS : [record.iterations];
}

/** Opens a stored value with the password: its phrase (canonical form) and the cost that opened it. */
export async function openStored(stored: unknown, password: string): Promise<{ mnemonic: string; iterations: number }> {
  return openRecord(await parseRecord(stored), password);
}

async function openRecord(record: ParsedRecord, password: string): Promise<{ mnemonic: string; iterations: number }> {
  for (const iterations of candidateCosts(record)) {
    const plaintext = await openMnemonic(record, password, iterations);
    if (plaintext !== null) return { mnemonic: mnemonicWords(plaintext).join(' '), iterations };
  }
  throw new WrongPassword();
}

/** What an unlock may be told before its KDF ends. */
export interface UnlockOptions {
  /**
   * Called with the address the record names (public, in the clear) as soon as it is read, before the KDF: the
   * account's balances can then be read while PBKDF2 runs (docs/decisions/0040). Not called when the record does
   * not say; the password has not been checked yet, so it is only a hint.
   */
  onAddress?: (address: string) => void;
}

/**
 * The stored phrase (canonical form), decrypted with the password. Throws VaultRecordNotFound, CorruptedRecord,
 * WrongPassword (GCM refused every candidate cost), InvalidMnemonic (decrypted text is not 25 words) or
 * VaultStorageFailed. A record below the current cost is re-encrypted at it before returning.
 */
export async function unlockWallet(username: string, password: string, options: UnlockOptions = {}): Promise<string> {
  return (await openWallet(username, password, options)).mnemonic;
}

/**
 * {@link unlockWallet}, also giving the stored value the phrase came from (after any upgrade), so a caller that acts
 * on the phrase later can check with {@link isStoredRecord} that no other tab replaced the wallet meanwhile.
 *
 * The record read ahead while the user typed (./readAhead) starts the KDF at once; the record is read again beside
 * it, and only a phrase from the record still stored is returned: one re-saved meanwhile (another tab changed the
 * password) is opened in its turn, as if nothing had been read ahead.
 */
export async function openWallet(
  username: string,
  password: string,
  { onAddress }: UnlockOptions = {},
): Promise<{ mnemonic: string; stored: unknown }> {
  const current = readRecord(username);
  current.catch(() => undefined); // awaited below in every path
  const taken = takeReadAhead(username);
  const ahead = taken instanceof Promise ? await taken : taken;
  if (ahead) {
    const opening = openRecord(ahead.record, password);
    opening.catch(() => undefined); // awaited below unless the record changed
    if (ahead.record.address) onAddress?.(ahead.record.address);
    if ((await current) === ahead.stored) return finishOpen(username, ahead.stored, await opening, password);
  }
  const read = await current;
  if (read === undefined) throw new VaultRecordNotFound();
  const record = await parseRecord(read);
  const opening = openRecord(record, password);
  if (record.address && record.address !== ahead?.record.address) onAddress?.(record.address);
  return finishOpen(username, read, await opening, password);
}

/** The opened phrase and its stored value, once a record below the current cost is re-encrypted at it. */
async function finishOpen(
  username: string,
  read: unknown,
  { mnemonic, iterations }: { mnemonic: string; iterations: number },
  password: string,
): Promise<{ mnemonic: string; stored: unknown }> {
  const stored = iterations === CURRENT_ITERATIONS ? read : await upgradeRecord(username, read, mnemonic, password);
  return { mnemonic, stored };
}

/** Whether the username's record is still exactly `stored` (a value {@link openWallet} gave). */
export async function isStoredRecord(username: string, stored: unknown): Promise<boolean> {
  return (await readRecord(username)) === stored;
}
