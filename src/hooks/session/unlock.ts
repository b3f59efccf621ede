/**
 * The two ways into a stored wallet: its password, or a passkey. Each turns the stored phrase into a key and returns
 * it for the caller to hand to the session (`useWallet().open`); neither touches React state.
 */
import type { Account } from '../../services/account';
import { storageRisk } from '../../services/vault/durability';
import { readAhead as readRecordAhead } from '../../services/vault/readAhead';
import { prepareVault, unlockWallet } from '../../services/vault/vault';
import { startFirstRead } from '../account/firstRead';
import { failureKind, PASSKEY_FAILURES, type LoginFailure, type PasskeyFailure } from './failures';
import { loadKeys } from './loaders';

/** A wallet opened: whose, and its key (the caller passes both to `open`, which takes ownership of the bytes). */
export interface Unlocked {
  username: string;
  account: Account;
}

// WebAuthn and the passkey record load only when a passkey is used.
const loadPasskey = () => import('../../services/passkey');

/**
 * How long a key that is ready waits for the account's first read (./firstRead) before /home shows without it: on
 * a slow network (a phone's 4G: over half a second a request) /home comes a little later but whole, and a node that
 * hangs costs the sign-in no more than this (about the second a person waits without losing the thread).
 */
export const FIRST_READ_GRACE_MS = 1_000;

/** `work`, or nothing once `ms` have passed. */
const within = (work: Promise<unknown>, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Gets an unlock ready while the user is still typing: the key code downloaded, the vault's database opened and
 * whether this browser may erase the wallet asked (/home's notice), so the unlock itself costs the KDF. Never fails
 * (the unlock reports any problem).
 */
export function prepareUnlock(): void {
  loadKeys().catch(() => undefined);
  void prepareVault();
  void storageRisk();
}

/**
 * The user is typing the password of `username`: its record is read and checked now, so the click on 'Entrar' goes
 * straight to the KDF (../../services/vault/readAhead), and the balances of the address it names are read now too,
 * so the KDF has the machine to itself (docs/decisions/0048). Never fails.
 */
export async function readAhead(username: string): Promise<void> {
  const address = await readRecordAhead(username);
  if (address) void startFirstRead(address);
}

/** Unlocks the username's vault with the password: its key, or why not. */
export async function unlockAccount(username: string, password: string): Promise<Unlocked | LoginFailure> {
  // /home's first paint needs the balances and the storage answer: both are asked while PBKDF2 runs at the latest,
  // the balances as soon as the record names its address (a read started while the password was typed is joined).
  let reading: Promise<void> = Promise.resolve();
  // The vault first: the KDF starts once the record (its salt) is in, at once when it was read ahead.
  const unlocking = unlockWallet(username, password, {
    onAddress: (address) => {
      reading = startFirstRead(address);
    },
  });
  // algosdk downloads while PBKDF2 runs, so the unlock costs the KDF and not the KDF plus a download.
  const keysLoading = loadKeys();
  keysLoading.catch(() => undefined); // reported below if the unlock gets that far
  void storageRisk();
  try {
    const mnemonic = await unlocking;
    const { account } = await (await keysLoading).accountFromMnemonicNatively(mnemonic);
    await within(reading, FIRST_READ_GRACE_MS);
    return { username, account };
  } catch (error) {
    return failureKind(error, ['notFound', 'wrongPassword', 'corrupted', 'invalidMnemonic', 'storage'] as const);
  }
}

/** Unlocks the wallet of the passkey the user picks (no username typed): its key, or why not. */
export async function unlockAccountWithPasskey(): Promise<Unlocked | PasskeyFailure> {
  const keysLoading = loadKeys();
  void storageRisk();
  keysLoading.catch(() => undefined); // reported below if the unlock gets that far
  try {
    const { username, mnemonic } = await (await loadPasskey()).unlockWithPasskey();
    const { account } = await (await keysLoading).accountFromMnemonicNatively(mnemonic);
    // No KDF to hide it behind: the address is known only now.
    await within(startFirstRead(account.address), FIRST_READ_GRACE_MS);
    return { username, account };
  } catch (error) {
    return failureKind(error, PASSKEY_FAILURES);
  }
}
