import { Link } from 'wouter';
import heroUrl from '../../assets/hero.svg';
import { t } from '../../i18n';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Landing.module.css';

/** `/`: the hero and the two ways in (SPEC §2). It loads no ledger code, so it is the lightest page of the app. */
export function LandingScreen() {
  return (
    <main className={styles.landing}>
      <img className={styles.hero} src={heroUrl} alt={t('landing.heroAlt')} width={320} height={240} fetchPriority="high" />
      <div className={styles.copy}>
        <p className={styles.brand}>{t('common.appName')}</p>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.subtitle}>{t('landing.subtitle')}</p>
      </div>
      <nav className={styles.actions} aria-label={t('common.appName')}>
        <Link href="/login" asChild>
          <LinkButton variant="primary" size="lg" fullWidth>
            {t('landing.login')}
          </LinkButton>
        </Link>
        <Link href="/register" asChild>
          <LinkButton variant="secondary" size="lg" fullWidth>
            {t('landing.register')}
          </LinkButton>
        </Link>
      </nav>
    </main>
  );
}
