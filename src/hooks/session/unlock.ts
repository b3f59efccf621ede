/**
 * The two ways into a stored wallet: its password, or a passkey. Each turns the stored phrase into a key and returns
 * it for the caller to hand to the session (`useWallet().open`); neither touches React state.
 */
import type { Account } from '../../services/account';
import { prepareVault, unlockWallet } from '../../services/vault/vault';
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
 * Gets an unlock ready while the user is still typing: the key code downloaded and the vault's database opened, so
 * the unlock itself costs the KDF. Never fails (the unlock reports any problem).
 */
export function prepareUnlock(): void {
  loadKeys().catch(() => undefined);
  void prepareVault();
}

/** Unlocks the username's vault with the password: its key, or why not. */
export async function unlockAccount(username: string, password: string): Promise<Unlocked | LoginFailure> {
  // The vault read first: the KDF can only start once the record (its salt) is read.
  const unlocking = unlockWallet(username, password);
  // algosdk downloads while PBKDF2 runs, so the unlock costs the KDF and not the KDF plus a download.
  const keysLoading = loadKeys();
  keysLoading.catch(() => undefined); // reported below if the unlock gets that far
  try {
    const mnemonic = await unlocking;
    const { account } = await (await keysLoading).accountFromMnemonicNatively(mnemonic);
    return { username, account };
  } catch (error) {
    return failureKind(error, ['notFound', 'wrongPassword', 'corrupted', 'invalidMnemonic', 'storage'] as const);
  }
}

/** Unlocks the wallet of the passkey the user picks (no username typed): its key, or why not. */
export async function unlockAccountWithPasskey(): Promise<Unlocked | PasskeyFailure> {
  const keysLoading = loadKeys();
  keysLoading.catch(() => undefined); // reported below if the unlock gets that far
  try {
    const { username, mnemonic } = await (await loadPasskey()).unlockWithPasskey();
    const { account } = await (await keysLoading).accountFromMnemonicNatively(mnemonic);
    return { username, account };
  } catch (error) {
    return failureKind(error, PASSKEY_FAILURES);
  }
}
