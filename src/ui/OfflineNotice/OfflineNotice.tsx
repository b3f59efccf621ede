import { t } from '../../i18n';
import { Notice } from '../Notice';
import styles from './OfflineNotice.module.css';

/** Props of {@link OfflineNotice}. */
export interface OfflineNoticeProps {
  /** Why the ledger cannot be reached: the browser is offline, or every node of the network failed (default offline). */
  reason?: 'offline' | 'nodesDown';
}

/**
 * Said at the top of a ledger screen while the browser is offline, or while every node of the network fails: the
 * screen's balances and sends wait instead of spinning with no explanation. A status, so a screen reader announces
 * it when it appears.
 */
export function OfflineNotice({ reason = 'offline' }: OfflineNoticeProps) {
  return (
    <div role="status" className={styles.bar}>
      <Notice tone="warning">{t(reason === 'offline' ? 'pwa.offline' : 'pwa.nodesDown')}</Notice>
    </div>
  );
}
