import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Notice.module.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  tone?: 'info' | 'warning' | 'success' | 'error';
  title?: string;
  children: ReactNode;
}

const toneIcon = { info: 'info', warning: 'warning', success: 'success', error: 'error' } as const;

/** A coloured box for standing information: the 25-word warning, "no ALGO yet", a configuration problem. */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone}>
      <span className={styles.icon}>
        <Icon name={toneIcon[tone]} size="1.375rem" />
      </span>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
