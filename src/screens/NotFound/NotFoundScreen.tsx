import { Link } from 'wouter';
import { t } from '../../i18n';
import { LinkButton } from '../../ui/LinkButton';
import styles from '../Landing/Landing.module.css';

/** Any unknown address: says so in Spanish and offers the way home. */
export function NotFoundScreen() {
  return (
    <main className={styles.landing}>
      <div className={styles.copy}>
        <p className={styles.brand}>{t('common.appName')}</p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.subtitle}>{t('notFound.body')}</p>
      </div>
      <div className={styles.actions}>
        <Link href="/" asChild>
          <LinkButton variant="primary" size="lg" fullWidth>
            {t('notFound.home')}
          </LinkButton>
        </Link>
      </div>
    </main>
  );
}
