import { createContext } from 'react';
import type { Transaction } from 'algosdk';
import type { Account } from '../../services/account';
import type { SigningIntent } from '../../services/ledger/signingPolicy';
import type { LockReason } from './lockPolicy';

/** A session that was locked rather than logged out: why, and whose (so /login can ask only for the password). */
export interface Lock {
  reason: LockReason;
  username: string;
}

/**
 * What useWallet() returns: the session (address, username, why it was locked), the one way to open it, and what a
 * signed-in screen may do with the key (sign) or to the session (log out). Registration lives in its own reducer
 * (hooks/onboarding), so nothing here changes while a user registers.
 */
export interface WalletSession {
  /** Address of the unlocked account, or null when logged out. */
  address: string | null;
  /** Username whose vault was unlocked, or null when logged out. */
  username: string | null;
  /** Set when the session was locked (idle, hidden too long, logged out in another tab); cleared by a sign-in or logout. */
  locked: Lock | null;
  /**
   * Set when the same rules discarded a registration (see `guardRegistration`); cleared by a new registration or a
   * sign-in.
   */
  abandoned: LockReason | null;
  /**
   * Opens the session with an unlocked account (a login, a passkey, a finished registration): the provider takes
   * ownership of the key bytes, zeroes those of any session before it, and clears `locked` and `abandoned`.
   */
  open(username: string, account: Account): void;
  /** Wipes the key bytes, closes the session and logs out the app's other tabs (the screen then goes to /login). */
  logout(): void;
  /** Saves the address as `accountAddress` (SPEC §3) and the username, nothing else, in localStorage (./remembered). */
  rememberAddress(): void;
  /**
   * Signs transactions with the unlocked key: the key never leaves the provider. Throws WalletNotConnected, and
   * UnsafeGroupError for a rekey or close-out the intent does not declare or a network fee over 1 ALGO.
   */
  sign(txns: readonly Transaction[], intent?: SigningIntent): Uint8Array[];
  /**
   * Signs arbitrary bytes with the unlocked key, as algosdk `signBytes` does: prefixed "MX", so the signature can never
   * pass for a transaction's. For messages a server checks against the address (the referral proxy). Throws
   * WalletNotConnected.
   */
  signBytes(message: Uint8Array): Promise<Uint8Array>;
  /**
   * A registration screen opened: while guarded, the lock rules run even signed out, and when they fire (or the
   * session ends) `discard` is called to wipe the draft key; signed out, `abandoned` then says why. Clears
   * `abandoned`. Returns the call that ends the guard, for an effect's cleanup.
   */
  guardRegistration(discard: () => void): () => void;
}

export const WalletContext = createContext<WalletSession | null>(null);
