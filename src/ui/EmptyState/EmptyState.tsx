import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './EmptyState.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  /** The one thing to do next (a Button or LinkButton). */
  action?: ReactNode;
}

/** A centred placeholder for "nothing here yet" (no account connected, no ranking, no stake). */
export function EmptyState({ icon = 'wallet', title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size="2rem" />
      </span>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
      {action}
    </div>
  );
}
