import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Transaction } from 'algosdk';
import { zeroBytes, type Account } from '../../services/account';
import { assertSignable, type SigningIntent } from '../../services/ledger/signingPolicy';
import { isUpdateRequired, useAppUpdate } from '../pwa/appUpdate';
import { openSessionChannel, type SessionChannel } from './crossTab';
import { UnsafeVersion, WalletNotConnected } from './errors';
import type { LockReason } from './lockPolicy';
import { saveRemembered } from './remembered';
import { loadKeys } from './loaders';
import { useAutoLock } from './useAutoLock';
import { WalletContext, type Lock, type WalletSession } from './WalletContext';

// Besides the remembered account (./remembered) the session only writes the cross-tab logout signal, which it
// removes at once (./crossTab).

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
 * Holds the session: the key, signing with it, the lock rules, logout (in every tab) and the remembered address.
 * The secret key lives in a ref, not in state, context, the query cache or web storage: no consumer can read it
 * (they call `sign`), nothing re-renders for it, and there is exactly one buffer to zero.
 */
export function WalletProvider({ children, initialSession, channel: channelName }: WalletProviderProps) {
  const keyRef = useRef<Account | null>(initialSession?.account ?? null);
  // Whose key it is, beside it: `rememberAddress` right after `open` (the same click) must not wait for a render.
  const ownerRef = useRef<string | null>(initialSession?.username ?? null);
  const [session, setSession] = useState(() =>
    initialSession ? { address: initialSession.account.address, username: initialSession.username } : null,
  );
  const [locked, setLocked] = useState<Lock | null>(null);
  const [abandoned, setAbandoned] = useState<LockReason | null>(null);
  /** The open registration screens' discard calls (a set, so StrictMode's mount–unmount–mount adds up right). */
  const guards = useRef(new Set<() => void>());
  /** How many there are: the lock rules run while any is open, signed in or not. Not in the context value. */
  const [guarded, setGuarded] = useState(0);
  const channelRef = useRef<SessionChannel | null>(null);

  const open = useCallback((username: string, account: Account) => {
    if (keyRef.current?.secretKey !== account.secretKey) wipe(keyRef.current);
    keyRef.current = account;
    ownerRef.current = username;
    setSession({ address: account.address, username });
    setLocked(null);
    setAbandoned(null);
  }, []);

  const discardRegistrations = useCallback(() => {
    for (const discard of guards.current) discard();
  }, []);

  const endSession = useCallback(() => {
    wipe(keyRef.current);
    keyRef.current = null;
    discardRegistrations();
    setSession(null);
  }, [discardRegistrations]);

  const logout = useCallback(() => {
    endSession();
    setLocked(null);
    setAbandoned(null);
    // The remembered account stays: the user asked for it, it is public, and /login forgets it in one click.
    channelRef.current?.announceLogout();
  }, [endSession]);

  const guardRegistration = useCallback((discard: () => void) => {
    guards.current.add(discard);
    setGuarded(guards.current.size);
    setAbandoned(null);
    return () => {
      guards.current.delete(discard);
      setGuarded(guards.current.size);
    };
  }, []);

  // A lock ends the session as logout does (key zeroed) but remembers who was signed in, in memory only: /login then
  // says why and has the username filled in, so the user types just the password. The remembered address (SPEC §3)
  // stays: it is public, and a lock is not the user asking to be forgotten as logout is. Signed out, the same rules
  // discard an open registration: its draft key, its 25 words and what was typed into it (the screen leaves
  // /register, see src/app/routing/LockRedirect), and /login says why.
  const username = session?.username ?? null;
  const lock = useCallback(
    (reason: LockReason) => {
      if (keyRef.current && username !== null) {
        endSession();
        setLocked({ reason, username });
      } else if (guards.current.size > 0) {
        discardRegistrations();
        setAbandoned(reason);
      }
    },
    [endSession, discardRegistrations, username],
  );
  useAutoLock(session !== null || guarded > 0, lock);
  // A running version below the minimum safe one signs nothing: the session locks at once, and again on any sign-in,
  // until the corrected version replaces the page (src/app/updates/securityUpdates.ts).
  const { forced: unsafeVersion } = useAppUpdate();
  useEffect(() => {
    if (unsafeVersion) lock('unsafeVersion');
  }, [unsafeVersion, lock]);
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
    if (keyRef.current && ownerRef.current !== null) saveRemembered(ownerRef.current, keyRef.current.address);
  }, []);

  const sign = useCallback((txns: readonly Transaction[], intent?: SigningIntent) => {
    if (isUpdateRequired()) throw new UnsafeVersion();
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
    if (isUpdateRequired()) throw new UnsafeVersion();
    // Read after the load: a lock during it must not sign with a key that is gone.
    const account = keyRef.current;
    if (!account) throw new WalletNotConnected();
    return signMessage(message, account.secretKey);
  }, []);

  const value = useMemo<WalletSession>(
    () => ({
      address: session?.address ?? null,
      username,
      locked,
      abandoned,
      open,
      logout,
      rememberAddress,
      sign,
      signBytes,
      guardRegistration,
    }),
    [session, username, locked, abandoned, open, logout, rememberAddress, sign, signBytes, guardRegistration],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

/** Zeroes the key of an account that is being let go. */
function wipe(account: Account | null) {
  if (account) zeroBytes(account.secretKey);
}
