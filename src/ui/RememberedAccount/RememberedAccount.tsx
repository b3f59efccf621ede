import { t } from '../../i18n';
import { Button } from '../Button';
import { shortenAddress } from '../format/shortenAddress';
import { LinkButton } from '../LinkButton';
import { Notice } from '../Notice';
import styles from './RememberedAccount.module.css';

/** Props of {@link RememberedAccount}. */
export interface RememberedAccountProps {
  username: string | null;
  address: string;
  /** Its wallet is no longer in this browser: say so and lead to the recovery with the 25 words. */
  vanished: boolean;
  /** Where the recovery with the words under this username starts. */
  recoverHref: string;
  /** Client-side navigation for the recovery link (the ui layer knows no router). */
  onRecover?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onForget: () => void;
}

/** /login's 'Última cuenta: …' (Recordar mi dirección) with the one click that forgets it. */
export function RememberedAccount({
  username,
  address,
  vanished,
  recoverHref,
  onRecover,
  onForget,
}: RememberedAccountProps) {
  return (
    <div className={styles.account}>
      <p className={styles.line}>
        {t('login.lastAccount', { username: username ?? '' })}{' '}
        <span className={styles.address} title={address}>
          {shortenAddress(address)}
        </span>
      </p>
      {vanished && username !== null && (
        <div role="alert">
          <Notice tone="warning" title={t('login.vanishedTitle')}>
            <p className={styles.text}>{t('login.vanishedBody', { username })}</p>
          </Notice>
        </div>
      )}
      {vanished && (
        <LinkButton href={recoverHref} onClick={onRecover} fullWidth>
          {t('login.recoverWithWords')}
        </LinkButton>
      )}
      <Button variant="ghost" size="sm" onClick={onForget}>
        {t('login.forget')}
      </Button>
    </div>
  );
}
