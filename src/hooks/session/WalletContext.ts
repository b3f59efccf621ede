import { createContext } from 'react';
import type { Transaction } from 'algosdk';
import type { SigningIntent } from '../../services/ledger/signingPolicy';
import type { LoginFailure, PasskeyFailure, RegistrationFailure } from './failures';
import type { LockReason } from './lockPolicy';

/** A session that was locked rather than logged out: why, and whose (so /login can ask only for the password). */
export interface Lock {
  reason: LockReason;
  username: string;
}

/** A registration between its first step (username + phrase) and its last (password stored). */
export interface PendingRegistration {
  username: string;
  address: string;
  /** 'create': the phrase was just generated and must be shown; 'recover': it was typed in and is not shown again. */
  mode: 'create' | 'recover';
  /** The 25 words, for the "write them down" step of create mode. */
  words: readonly string[];
  /** The three word indexes the verify step asks for: 0-based and ascending, so show `index + 1`. */
  verifyIndexes: readonly number[];
}

/** Options of beginRegistration. */
export interface BeginOptions {
  /** The phrase of an existing wallet (recover mode); without it a new account is created. */
  mnemonic?: string;
  /**
   * The password of the wallet already stored under this username, which the user chose to replace: without it, or
   * with a password that does not open that wallet, nothing is replaced.
   */
  replacing?: string;
}

/** What useWallet() returns: the session (address, username), the registration in progress and the actions. */
export interface WalletSession {
  /** Address of the unlocked account, or null when logged out. */
  address: string | null;
  /** Username whose vault was unlocked, or null when logged out. */
  username: string | null;
  /** The registration in progress, or null. */
  pending: PendingRegistration | null;
  /** Set when the session was locked (idle, hidden too long, logged out in another tab); cleared by a sign-in or logout. */
  locked: Lock | null;
  /**
   * Set when a registration was discarded by the same rules that lock a session (idle, hidden too long, logged out
   * in another tab): its key wiped, its words and typed password gone. Cleared by a new registration or a sign-in.
   */
  abandoned: LockReason | null;
  /** Unlocks the username's vault and opens the session: true, or why not. */
  restore(username: string, password: string): Promise<true | LoginFailure>;
  /** Unlocks the wallet of the passkey the user picks (no username typed) and opens the session: true, or why not. */
  unlockWithPasskey(): Promise<true | PasskeyFailure>;
  /** Step 1 of registration: creates an account (or reads the given phrase) and keeps it pending. */
  beginRegistration(username: string, options?: BeginOptions): Promise<true | RegistrationFailure>;
  /** Whether the three answers match the pending phrase at `pending.verifyIndexes` (case and edge spaces ignored). */
  verifyWords(answers: readonly string[]): boolean;
  /** Last step: encrypts the pending phrase under the password, stores it, opens the session, clears pending. */
  setPassword(password: string): Promise<true | RegistrationFailure>;
  /** Abandons the registration in progress and wipes its key. */
  cancelRegistration(): void;
  /**
   * A registration screen opened: from now on the auto-lock rules watch it (see `abandoned`). Returns the call that
   * closes it, for an effect's cleanup.
   */
  openRegistration(): () => void;
  /** Wipes the key bytes, closes the session and logs out the app's other tabs (the screen then goes to /login). */
  logout(): void;
  /** Saves the address (nothing else) in localStorage as `accountAddress` (SPEC §3). */
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
}

export const WalletContext = createContext<WalletSession | null>(null);
