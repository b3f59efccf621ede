import { useCallback, useRef, useState } from 'react';
import { t } from '../../i18n';
import { useRoutePreload } from '../preload';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { loginFailureMessage, type LoginFailure } from '../session/failures';
import { forgetRemembered, readRemembered } from '../session/remembered';
import { loadedUnlock, loadUnlock } from '../session/loaders';
import { useWallet } from '../session/useWallet';
import { useToasts } from '../toasts';
import { checkLogin, type FieldProblem, type LoginField, type LoginValues } from './validation';

/** A login problem: on a field, or about the stored wallet itself ('form'). */
export type LoginProblem = FieldProblem<LoginField | 'form'>;

// Which field a failed unlock points at; damage to the record is no field's fault.
const FAILURE_FIELD: Record<LoginFailure, LoginProblem['field']> = {
  notFound: 'username',
  wrongPassword: 'password',
  corrupted: 'form',
  invalidMnemonic: 'form',
  storage: 'form',
  unexpected: 'form',
};

/** Reads ahead the record of the username whose password is being typed (see the unlock's `readAhead`). */
function readAheadOf(unlock: typeof import('../session/unlock'), { username, password }: LoginValues) {
  if (username.trim() && password) void unlock.readAhead(username.trim());
}

/**
 * The 'Recordar mi dirección' choice, applied once a sign-in succeeds: the address as the spec's `accountAddress`
 * and the username (public, nothing else) are saved, or saved ones are dropped when the box is left unticked. It
 * starts ticked when an account is remembered already, so the last choice is kept.
 */
export function useRememberChoice() {
  const { rememberAddress } = useWallet();
  const [remember, setRemember] = useState(() => readRemembered() !== null);
  const apply = useCallback(() => {
    if (remember) rememberAddress();
    else forgetRemembered();
  }, [remember, rememberAddress]);
  return { remember, setRemember, apply };
}

/**
 * The /login form: checks the password format, unlocks the vault (PBKDF2 runs in WebCrypto, off the main thread),
 * opens the session, then toasts '✅ Sesión iniciada' and calls `onSignedIn`. Each problem is a new object, so a
 * screen effect keyed on it runs again (and moves focus) even when the same mistake is repeated.
 */
export function useLoginForm(onSignedIn: () => void, rememberedUsername: string | null = null) {
  const { open, locked } = useWallet();
  const { show } = useToasts();
  // After a lock the username is the locked session's, else the remembered one: the user types only the password.
  const [values, setValues] = useState<LoginValues>(() => ({
    username: locked?.username ?? rememberedUsername ?? '',
    password: '',
  }));
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const preloadRoute = useRoutePreload();

  const prepared = useRef(false);
  // What is typed, for the unlock's code when it arrives after the keystrokes that asked for it.
  const typed = useRef(values);

  const change = useCallback(
    (field: LoginField, value: string) => {
      typed.current = { ...typed.current, [field]: value };
      // The user is signing in: /home's code, the unlock's, algosdk and the vault's database get ready while they
      // type, so the click costs the KDF and little else (the preload's own main-thread work would otherwise delay
      // the KDF's start). Once a password is being typed, the username's record is read and checked too.
      const loaded = loadedUnlock();
      if (!prepared.current) {
        prepared.current = true;
        preloadRoute('/home');
        loadUnlock().then(
          (unlock) => {
            unlock.prepareUnlock();
            readAheadOf(unlock, typed.current);
          },
          () => undefined,
        );
      } else if (loaded) {
        readAheadOf(loaded, typed.current);
      }
      setValues((current) => ({ ...current, [field]: value }));
      setProblem((current) => (current?.field === field ? null : current));
    },
    [preloadRoute],
  );

  const submit = useCallback(async () => {
    const invalid = checkLogin(values);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    const { username, password } = values;
    // Started before any state changes: the vault read is asked in this task and the KDF runs while React draws the
    // busy button, instead of after it.
    const loaded = loadedUnlock();
    const unlocking = loaded
      ? loaded.unlockAccount(username.trim(), password)
      : loadUnlock().then(
          ({ unlockAccount }) => unlockAccount(username.trim(), password),
          () => 'unexpected' as const, // the unlock's code did not arrive (offline after a redeploy)
        );
    setProblem(null);
    setBusy(true);
    preloadRoute('/home'); // nothing to do once typed into; else now, behind the vault read the KDF waits on
    const result = await unlocking;
    setBusy(false);
    if (typeof result === 'string') {
      setProblem({ field: FAILURE_FIELD[result], message: loginFailureMessage(result) });
    } else {
      open(result.username, result.account);
      show({ tone: 'success', message: t('login.success') });
      onSignedIn();
    }
  }, [values, open, show, onSignedIn, preloadRoute]);

  return { values, change, problem, busy, submit };
}
