import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Transaction } from 'algosdk';
import {
  mnemonicWords,
  pickVerificationIndexes,
  verificationMatches,
  zeroBytes,
  type Account,
} from '../../services/account';
import { assertSignable, type SigningIntent } from '../../services/ledger/signingPolicy';
import { hasWallet, saveWallet, unlockWallet } from '../../services/vault';
import { openSessionChannel, type SessionChannel } from './crossTab';
import { WalletNotConnected } from './errors';
import { failureKind, PASSKEY_FAILURES } from './failures';
import type { LockReason } from './lockPolicy';
import { useAutoLock } from './useAutoLock';
import {
  WalletContext,
  type BeginOptions,
  type Lock,
  type PendingRegistration,
  type WalletSession,
} from './WalletContext';

/**
 * localStorage key of the remembered address (SPEC §3); besides it the session only writes the cross-tab logout
 * signal, which it removes at once (./crossTab).
 */
export const ADDRESS_STORAGE_KEY = 'accountAddress';

// algosdk weighs ~80 kB gzip: load it when a phrase must become a key, not with the first screens.
const loadKeys = () => import('../../services/account/keys');
// WebAuthn and the passkey record load only when a passkey is used.
const loadPasskey = () => import('../../services/passkey');

/** The secret half of a pending registration, kept out of React state like the session key. */
interface Draft {
  username: string;
  account: Account;
  mnemonic: string;
  /** The stored wallet's password, when this registration replaces it (checked again by the vault as it saves). */
  replacing: string | undefined;
}

/** Zeroes `current`'s key unless it is the key that replaces it. */
function wipe(current: { secretKey: Uint8Array } | null | undefined, next?: Account | null) {
  if (current && current.secretKey !== next?.secretKey) zeroBytes(current.secretKey);
}

/** Props of WalletProvider. */
export interface WalletProviderProps {
  children: ReactNode;
  /**
   * Start already unlocked — for stories and tests of screens that need a signed-in account, which would
   * otherwise pay a 600 000-iteration unlock each. The app itself never passes it. The provider takes
   * ownership of the key bytes: logout zeroes them.
   */
  initialSession?: { username: string; account: Account };
  /**
   * The cross-tab logout channel's name. Tests and stories give each file its own, so a logout in one does not lock
   * the sessions of others running beside it in the same browser; the app keeps the default.
   */
  channel?: string;
}

/**
 * Holds the session. The secret key lives in a ref, not in state, context, the query cache or web storage: no
 * consumer can read it (they call `sign`), nothing re-renders for it, and there is exactly one buffer to zero.
 */
export function WalletProvider({ children, initialSession, channel: channelName }: WalletProviderProps) {
  const keyRef = useRef<Account | null>(initialSession?.account ?? null);
  const draftRef = useRef<Draft | null>(null);
  const [session, setSession] = useState(() =>
    initialSession ? { address: initialSession.account.address, username: initialSession.username } : null,
  );
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [locked, setLocked] = useState<Lock | null>(null);
  const [abandoned, setAbandoned] = useState<LockReason | null>(null);
  /** How many registration screens are open (a count, so StrictMode's mount–unmount–mount adds up right). */
  const [registrations, setRegistrations] = useState(0);
  const channelRef = useRef<SessionChannel | null>(null);

  const openSession = useCallback((username: string, account: Account) => {
    wipe(keyRef.current, account);
    keyRef.current = account;
    setSession({ address: account.address, username });
    setLocked(null);
    setAbandoned(null);
  }, []);

  const dropDraft = useCallback((keep?: Account) => {
    wipe(draftRef.current?.account, keep);
    draftRef.current = null;
    setPending(null);
  }, []);

  const restore = useCallback(
    async (username: string, password: string) => {
      // Fetch algosdk while PBKDF2 runs, so the unlock costs the KDF and not the KDF plus a download.
      const keysLoading = loadKeys();
      keysLoading.catch(() => undefined); // reported below if the unlock gets that far
      try {
        const mnemonic = await unlockWallet(username, password);
        const { account } = (await keysLoading).accountFromMnemonic(mnemonic);
        openSession(username, account);
        return true as const;
      } catch (error) {
        return failureKind(error, ['notFound', 'wrongPassword', 'corrupted', 'invalidMnemonic', 'storage'] as const);
      }
    },
    [openSession],
  );

  const unlockWithPasskey = useCallback(async () => {
    const keysLoading = loadKeys();
    keysLoading.catch(() => undefined); // reported below if the unlock gets that far
    try {
      const { username, mnemonic } = await (await loadPasskey()).unlockWithPasskey();
      const { account } = (await keysLoading).accountFromMnemonic(mnemonic);
      openSession(username, account);
      return true as const;
    } catch (error) {
      return failureKind(error, PASSKEY_FAILURES);
    }
  }, [openSession]);

  const beginRegistration = useCallback(
    async (username: string, { mnemonic, replacing }: BeginOptions = {}) => {
      try {
        if (await hasWallet(username)) {
          if (replacing === undefined) return 'usernameTaken' as const;
          // Checked now, so a wrong password is said before any words are shown; the vault checks it again on save.
          await unlockWallet(username, replacing);
        }
        const keys = await loadKeys();
        const made = mnemonic === undefined ? keys.createAccount() : keys.accountFromMnemonic(mnemonic);
        dropDraft();
        draftRef.current = { username, account: made.account, mnemonic: made.mnemonic, replacing };
        setPending({
          username,
          address: made.account.address,
          mode: mnemonic === undefined ? 'create' : 'recover',
          words: mnemonicWords(made.mnemonic),
          verifyIndexes: pickVerificationIndexes(),
        });
        return true as const;
      } catch (error) {
        return failureKind(error, ['invalidMnemonic', 'wrongPassword', 'corrupted', 'storage'] as const);
      }
    },
    [dropDraft],
  );

  const verifyWords = useCallback(
    (answers: readonly string[]) =>
      pending !== null && verificationMatches(pending.words, pending.verifyIndexes, answers),
    [pending],
  );

  const setPassword = useCallback(
    async (password: string) => {
      const draft = draftRef.current;
      if (!draft) return 'noPending' as const;
      try {
        await saveWallet(draft.username, draft.mnemonic, password, { replacing: draft.replacing });
      } catch (error) {
        return failureKind(error, ['usernameTaken', 'wrongPassword', 'corrupted', 'storage'] as const);
      }
      // Cancelled (and wiped) while the vault was writing: the stored wallet can still be unlocked from /login.
      if (draftRef.current !== draft) return 'noPending' as const;
      dropDraft(draft.account);
      openSession(draft.username, draft.account);
      return true as const;
    },
    [dropDraft, openSession],
  );

  const cancelRegistration = useCallback(() => dropDraft(), [dropDraft]);

  const openRegistration = useCallback(() => {
    setRegistrations((open) => open + 1);
    setAbandoned(null);
    return () => setRegistrations((open) => open - 1);
  }, []);

  const endSession = useCallback(() => {
    wipe(keyRef.current);
    keyRef.current = null;
    dropDraft();
    setSession(null);
  }, [dropDraft]);

  const logout = useCallback(() => {
    endSession();
    setLocked(null);
    setAbandoned(null);
    localStorage.removeItem(ADDRESS_STORAGE_KEY);
    channelRef.current?.announceLogout();
  }, [endSession]);

  // A lock ends the session as logout does (key zeroed, draft dropped) but remembers who was signed in, in memory
  // only: /login then says why and has the username filled in, so the user types just the password. The remembered
  // address (SPEC §3) stays: it is public, and a lock is not the user asking to be forgotten as logout is.
  // Signed out, the same rules discard an open registration: its draft key, its 25 words and what was typed into it
  // (the screen leaves /register, see src/app/LockRedirect), and /login says why.
  const username = session?.username ?? null;
  const registering = registrations > 0;
  const lock = useCallback(
    (reason: LockReason) => {
      if (keyRef.current && username !== null) {
        endSession();
        setLocked({ reason, username });
      } else if (registering || draftRef.current) {
        dropDraft();
        setAbandoned(reason);
      }
    },
    [endSession, dropDraft, username, registering],
  );
  useAutoLock(session !== null || registering || pending !== null, lock);
  const onLogoutElsewhere = useEffectEvent(() => lock('elsewhere'));
  useEffect(() => {
    const channel = openSessionChannel(onLogoutElsewhere, channelName);
    channelRef.current = channel;
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [channelName]);

  const rememberAddress = useCallback(() => {
    if (keyRef.current) localStorage.setItem(ADDRESS_STORAGE_KEY, keyRef.current.address);
  }, []);

  const sign = useCallback((txns: readonly Transaction[], intent?: SigningIntent) => {
    const account = keyRef.current;
    if (!account) throw new WalletNotConnected();
    // The last check before the key touches anything: whatever a builder set, no undeclared handover or close-out.
    assertSignable(txns, intent);
    return txns.map((txn) => {
      // Signing for another sender would only produce a group algod rejects; refuse it where the bug is.
      if (txn.sender.toString() !== account.address) throw new Error('Transaction sender is not the connected account');
      return txn.signTxn(account.secretKey);
    });
  }, []);

  const signBytes = useCallback(async (message: Uint8Array) => {
    const { signMessage } = await loadKeys();
    // Read after the load: a lock during it must not sign with a key that is gone.
    const account = keyRef.current;
    if (!account) throw new WalletNotConnected();
    return signMessage(message, account.secretKey);
  }, []);

  const value = useMemo<WalletSession>(
    () => ({
      address: session?.address ?? null,
      username: session?.username ?? null,
      pending,
      locked,
      abandoned,
      restore,
      unlockWithPasskey,
      beginRegistration,
      verifyWords,
      setPassword,
      cancelRegistration,
      openRegistration,
      logout,
      rememberAddress,
      sign,
      signBytes,
    }),
    [
      session,
      pending,
      locked,
      abandoned,
      restore,
      unlockWithPasskey,
      beginRegistration,
      verifyWords,
      setPassword,
      cancelRegistration,
      openRegistration,
      logout,
      rememberAddress,
      sign,
      signBytes,
    ],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}
