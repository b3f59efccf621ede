import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

/** Props of {@link Panel}. */
export interface PanelProps {
  /** Optional h2; it also names the section for assistive technology. */
  title?: string;
  /** `hero`: the ink-to-teal balance card; `plain`: a white card. */
  tone?: 'plain' | 'hero';
  /** Right side of the title row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A card that groups one part of a screen (balances, a form, a table). */
export function Panel({ title, tone = 'plain', actions, children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} data-tone={tone} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <div className={styles.head}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
