import type { ReactNode } from 'react';
import styles from './SplitPage.module.css';

/**
 * The layout of a screen in two parts (/wallet, /stake, /referido): stacked on a phone, side by side on a wide
 * screen. `narrowStart` keeps the first part narrow, as /wallet's balances beside its send form.
 */
export function SplitPage({ children, narrowStart = false }: { children: ReactNode; narrowStart?: boolean }) {
  return (
    <div className={styles.page} data-narrow-start={narrowStart || undefined}>
      {children}
    </div>
  );
}
