import { Link } from 'wouter';
import { t } from '../../i18n';
import { AuthLayout } from '../../ui/AuthLayout';
import { LinkButton } from '../../ui/LinkButton';

/** Any unknown address: says so in Spanish and offers the way home. */
export function NotFoundScreen() {
  return (
    <AuthLayout title={t('notFound.title')} intro={t('notFound.body')} card={false}>
      <Link href="/" asChild>
        <LinkButton variant="primary" size="lg" fullWidth>
          {t('notFound.home')}
        </LinkButton>
      </Link>
    </AuthLayout>
  );
}
