import { t } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import styles from './RouteFallback.module.css';

/** What shows while a screen's code arrives: a centred spinner, announced to screen readers. */
export function RouteFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
