import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import {
  mnemonicWords,
  pickVerificationIndexes,
  verificationMatches,
  zeroBytes,
  type Account,
} from '../../services/account';
import { hasWallet, isSameWallet, saveWallet, unlockWallet } from '../../services/vault';
import { failureKind, loadKeys, useWallet, type RegistrationFailure } from '../session';
import { REGISTRATION_START, registrationReducer } from './registration';

/** Options of `begin`. */
export interface BeginOptions {
  /** The phrase of an existing wallet (recover mode); without it a new account is created. */
  mnemonic?: string;
  /**
   * The password of the wallet already stored under this username, which the user chose to replace: without it, or
   * with a password that does not open that wallet, nothing is replaced.
   */
  replacing?: string;
}

/** The secret half of a draft, kept out of React state like the session's key. */
interface Secret {
  username: string;
  account: Account;
  mnemonic: string;
  /** The stored wallet's password, when this registration replaces it (checked again by the vault as it saves). */
  replacing: string | undefined;
  /** The typed words are the stored wallet's own: they replace its forgotten password (checked again on save). */
  recovering: boolean;
}

/**
 * A registration's account from its first step to the session: drafts it (a new key, or one from a typed phrase),
 * checks three of its words, stores it under the password and hands the key to the session through `open`, the one
 * call into it. The key is wiped when the draft is abandoned: back to the form, a new draft, the screen closed, or
 * the session's lock rules (which watch the screen while it is open).
 */
export function useRegistrationDraft(onAbandoned: () => void = () => {}) {
  const { open, guardRegistration } = useWallet();
  const [state, dispatch] = useReducer(registrationReducer, REGISTRATION_START);
  const secretRef = useRef<Secret | null>(null);

  const discard = useCallback(() => {
    if (secretRef.current) zeroBytes(secretRef.current.account.secretKey);
    secretRef.current = null;
    dispatch({ type: 'discarded' });
  }, []);

  // Discarded by the lock rules: the screen also drops what was typed (see useRegistration), at once, not only when
  // /login has loaded and this screen unmounts.
  const abandon = useEffectEvent(() => {
    discard();
    onAbandoned();
  });

  // While the screen is open the lock rules watch it; closing it (Back, a link, the browser) leaves no key behind.
  useEffect(() => {
    const unguard = guardRegistration(() => abandon());
    return () => {
      unguard();
      discard();
    };
  }, [guardRegistration, discard]);

  /** Step 1: creates an account (or reads the given phrase) and shows its words. */
  const begin = useCallback(
    async (username: string, { mnemonic, replacing }: BeginOptions = {}): Promise<true | RegistrationFailure> => {
      try {
        // The words of the stored wallet itself prove it is the user's: its forgotten password needs no asking.
        const taken = await hasWallet(username);
        const recovering = taken && mnemonic !== undefined && (await isSameWallet(username, mnemonic));
        if (taken && !recovering) {
          if (replacing === undefined) return 'usernameTaken';
          // Checked now, so a wrong password is said before any words are shown; the vault checks it again on save.
          await unlockWallet(username, replacing);
        }
        const keys = await loadKeys();
        const made = mnemonic === undefined ? keys.createAccount() : keys.accountFromMnemonic(mnemonic);
        discard();
        secretRef.current = { username, account: made.account, mnemonic: made.mnemonic, replacing, recovering };
        const draft = {
          username,
          address: made.account.address,
          mode: mnemonic === undefined ? 'create' : 'recover',
          sameWallet: recovering,
          words: mnemonicWords(made.mnemonic),
          verifyIndexes: pickVerificationIndexes(),
        } as const;
        dispatch({ type: 'drafted', draft });
        return true;
      } catch (error) {
        return failureKind(error, ['invalidMnemonic', 'wrongPassword', 'corrupted', 'storage'] as const);
      }
    },
    [discard],
  );

  /**
   * Last step: when the answers match the draft's words (case and edge spaces ignored), stores the wallet under the
   * password and opens the session with its key. 'wrongWords' changes nothing.
   */
  const confirm = useCallback(
    async (answers: readonly string[], password: string): Promise<true | 'wrongWords' | RegistrationFailure> => {
      const secret = secretRef.current;
      if (state.kind !== 'verify' || !secret) return 'noPending';
      if (!verificationMatches(state.draft.words, state.draft.verifyIndexes, answers)) return 'wrongWords';
      dispatch({ type: 'confirmed' });
      try {
        await saveWallet(secret.username, secret.mnemonic, password, {
          replacing: secret.replacing,
          recovering: secret.recovering,
        });
      } catch (error) {
        dispatch({ type: 'saveFailed' });
        return failureKind(error, ['usernameTaken', 'wrongPassword', 'corrupted', 'storage'] as const);
      }
      // Discarded (and wiped) while the vault was writing: the stored wallet can still be unlocked from /login.
      if (secretRef.current !== secret) return 'noPending';
      secretRef.current = null; // the session owns the key now
      dispatch({ type: 'opened' });
      open(secret.username, secret.account);
      return true;
    },
    [state, open],
  );

  return {
    state,
    begin,
    noteWords: useCallback(() => dispatch({ type: 'wordsNoted' }), []),
    confirm,
    cancel: discard,
  };
}
