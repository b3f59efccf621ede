import { Link } from 'wouter';
// A file, not a data URL in the script: inlined, its bytes would be JS that every first load (/login's too) fetches.
import heroUrl from '../../assets/hero.svg?no-inline';
import { t } from '../../i18n';
import { AuthLayout } from '../../ui/AuthLayout';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Landing.module.css';

/** `/`: the hero and the two ways in (SPEC §2). It loads no ledger code, so it is the lightest page of the app. */
export function LandingScreen() {
  const hero = (
    <img
      className={styles.hero}
      src={heroUrl}
      alt={t('landing.heroAlt')}
      width={320}
      height={240}
      fetchPriority="high"
    />
  );
  return (
    <AuthLayout title={t('landing.title')} intro={t('landing.subtitle')} media={hero} card={false}>
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
    </AuthLayout>
  );
}
