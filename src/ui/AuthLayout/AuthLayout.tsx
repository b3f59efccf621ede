import type { ReactNode } from 'react';
import { t } from '../../i18n';
import styles from './AuthLayout.module.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** The page's h1. */
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the signed-out screens (login, register): one centred card under the brand, sized for a phone. */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  return (
    <main className={styles.layout}>
      <header className={styles.head}>
        <p className={styles.brand}>{t('common.appName')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <div className={styles.card}>{children}</div>
    </main>
  );
}
