import { t } from '../../i18n';
import { Notice } from '../Notice';
import styles from './OfflineNotice.module.css';

/**
 * Said at the top of a ledger screen while the browser is offline: the screen's balances and sends wait for the
 * network instead of spinning with no explanation. A status, so a screen reader announces it when it appears.
 */
export function OfflineNotice() {
  return (
    <div role="status" className={styles.bar}>
      <Notice tone="warning">{t('pwa.offline')}</Notice>
    </div>
  );
}
