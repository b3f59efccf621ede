import { t } from '../../i18n';
import { Toast } from './Toast';
import type { ToastItem } from './types';
import styles from './Toast.module.css';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  durationMs?: number;
}

/**
 * The app's single toast stack. Both live regions are always in the page (a region that appears together with its
 * text is often not announced): errors go to the assertive one, everything else to the polite one.
 */
export function ToastRegion({ toasts, onDismiss, durationMs }: ToastRegionProps) {
  const render = (toast: ToastItem) => (
    <Toast key={toast.id} toast={toast} onDismiss={onDismiss} durationMs={durationMs} />
  );
  return (
    <section className={styles.region} aria-label={t('ui.notifications')}>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {toasts.filter((toast) => toast.tone === 'error').map(render)}
      </div>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts.filter((toast) => toast.tone !== 'error').map(render)}
      </div>
    </section>
  );
}
