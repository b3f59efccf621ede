import styles from './StatusLine.module.css';

/** Props of {@link StatusLine}. */
export interface StatusLineProps {
  /** What is happening now ('Desbloqueando tu billetera…'), or nothing. */
  message?: string;
  /** Whether screen readers hear the message (default). Off where another element already announces it. */
  announce?: boolean;
}

/**
 * A line under a form's button that says what a slow step is doing. It stays in the page while empty, so
 * screen readers hear the message when it appears and the layout does not jump.
 */
export function StatusLine({ message, announce = true }: StatusLineProps) {
  return (
    <p className={styles.status} role={announce ? 'status' : undefined}>
      {message ?? ''}
    </p>
  );
}
