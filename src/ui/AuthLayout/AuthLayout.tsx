import type { ReactNode } from 'react';
import { t } from '../../i18n';
import styles from './AuthLayout.module.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** The page's h1. */
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  /** An illustration above the brand (the landing's hero). */
  media?: ReactNode;
  /** Whether the content sits in a card (forms) or straight on the page, centred (landing, not found). */
  card?: boolean;
  children: ReactNode;
}

/** The frame of the signed-out screens (landing, login, register, not found): brand, title, content, sized for a phone. */
export function AuthLayout({ title, intro, media, card = true, children }: AuthLayoutProps) {
  return (
    <main className={styles.layout} data-centred={!card || undefined}>
      {media}
      <header className={styles.head}>
        <p className={styles.brand}>{t('common.appName')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      <div className={card ? styles.card : styles.plain}>{children}</div>
    </main>
  );
}
