import { t } from '../../i18n';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { StatusLine } from '../StatusLine';
import styles from './PasskeyLogin.module.css';

/** Props of {@link PasskeyLogin}. */
export interface PasskeyLoginProps {
  onSignIn: () => void;
  /** The device is asking for the passkey. */
  busy: boolean;
  /** Why the passkey did not open a wallet; the password form below still works. */
  error?: string | null;
}

/** /login's passkey way in, above the username and password form. */
export function PasskeyLogin({ onSignIn, busy, error }: PasskeyLoginProps) {
  return (
    <div className={styles.passkey}>
      {error && (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <Button size="lg" fullWidth loading={busy} onClick={onSignIn}>
        {t('passkey.login')}
      </Button>
      <StatusLine message={busy ? t('passkey.loginWaiting') : undefined} />
      <p className={styles.or}>{t('passkey.or')}</p>
    </div>
  );
}
