import { t } from '../../i18n';
import styles from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to ui.loading. */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy), the spinner is only decoration. */
  decorative?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/** A rotating ring; announced as a status with its label unless decorative. */
export function Spinner({ label = t('ui.loading'), decorative = false, size = 'md' }: SpinnerProps) {
  if (decorative) return <span className={styles.spinner} data-size={size} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner} data-size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
