import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
// From the modules, not the folder's index: through the index, the bundler would put the registration's hooks, which
// /login never runs, in the chunk it shares with /register, and every /login would fetch them.
import { useLoginForm, useRememberChoice } from '../../hooks/onboarding/useLoginForm';
import { useRememberedAccount } from '../../hooks/onboarding/useRememberedAccount';
import { usePasskeyLogin } from '../../hooks/onboarding/usePasskeyLogin';
import { lockMinutes } from '../../hooks/session/lockPolicy';
import { useWallet } from '../../hooks/session/useWallet';
import { t } from '../../i18n';
import { AuthLayout } from '../../ui/AuthLayout';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { FormSubmit } from '../../ui/FormSubmit';
import { LinkButton } from '../../ui/LinkButton';
import { LockNotice } from '../../ui/LockNotice';
import { PasskeyLogin } from '../../ui/PasskeyLogin';
import { PasswordInput } from '../../ui/PasswordInput';
import { RememberedAccount } from '../../ui/RememberedAccount';
import { TextInput } from '../../ui/TextInput';
import styles from './Login.module.css';

/**
 * `/login` (SPEC §2): username + password unlock the wallet stored in this browser, then /home. After a lock it says
 * why, with the username filled in.
 */
export function LoginScreen() {
  const [, navigate] = useLocation();
  const { remember, setRemember, apply: applyRemember } = useRememberChoice();
  const toHome = useCallback(() => {
    applyRemember();
    navigate('/home');
  }, [applyRemember, navigate]);
  const remembered = useRememberedAccount();
  const { values, change, problem, busy, submit } = useLoginForm(toHome, remembered.account?.username ?? null);
  const passkey = usePasskeyLogin(toHome);
  const formRef = useRef<HTMLFormElement>(null);
  const { address, locked, abandoned } = useWallet();
  const focus = (name: 'username' | 'password') =>
    (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  // Focus the field at fault; a problem with the stored wallet itself leaves the password to retype.
  useEffect(() => {
    if (problem) focus(problem.field === 'username' ? 'username' : 'password');
  }, [problem]);
  // Locked: the username is filled in, the password is all that is asked.
  useEffect(() => {
    if (locked) focus('password');
  }, [locked]);

  // Why the user is here after a lock, or after a registration left half done was discarded by the same rules.
  const notice = locked
    ? ({ subject: 'session', reason: locked.reason } as const)
    : abandoned
      ? ({ subject: 'registration', reason: abandoned } as const)
      : null;

  // Already signed in (e.g. back from /home): the wallet is open, so there is nothing to unlock.
  if (address && !busy && !passkey.busy) return <Redirect to="/home" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit();
  };
  const fieldError = (field: 'username' | 'password') => (problem?.field === field ? problem.message : undefined);
  // Forgotten password: recover with the 25 words under the same username (/register explains what is replaced).
  const recoverHref = (username: string) => `/register?recuperar=${encodeURIComponent(username.trim())}`;
  const forget = () => {
    if (values.username === remembered.account?.username) change('username', '');
    remembered.forget();
  };
  const formError = problem?.field === 'form' ? problem.message : undefined;

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      {notice && <LockNotice {...notice} minutes={lockMinutes(notice.reason)} />}
      {passkey.offered && (
        <PasskeyLogin onSignIn={() => void passkey.signIn()} busy={passkey.busy} error={passkey.error} />
      )}
      {remembered.account && (
        <RememberedAccount
          {...remembered.account}
          vanished={remembered.vanished}
          recoverHref={recoverHref(remembered.account.username ?? '')}
          onRecover={(event) => {
            event.preventDefault();
            navigate(recoverHref(remembered.account?.username ?? ''));
          }}
          onForget={forget}
        />
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field label={t('login.username')} error={fieldError('username')}>
          <TextInput
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            readOnly={busy}
          />
        </Field>
        <Field label={t('login.password')} error={fieldError('password')}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            readOnly={busy}
          />
        </Field>
        <Checkbox checked={remember} onChange={setRemember} label={t('login.remember')} disabled={busy} />
        <FormSubmit label={t('login.submit')} busy={busy} progress={t('login.unlocking')} error={formError} />
      </form>
      <div className={styles.links}>
        <Link href={recoverHref(values.username)} asChild>
          <LinkButton variant="ghost" fullWidth>
            {t('login.forgot')}
          </LinkButton>
        </Link>
        <Link href="/register" asChild>
          <LinkButton variant="secondary" fullWidth>
            {t('login.createAccount')}
          </LinkButton>
        </Link>
        <Link href="/" asChild>
          <LinkButton variant="ghost" fullWidth>
            {t('login.back')}
          </LinkButton>
        </Link>
      </div>
    </AuthLayout>
  );
}
