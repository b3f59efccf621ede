import { Link } from 'wouter';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LinkButton } from '../../ui/LinkButton';

/**
 * What a screen that needs an account shows when none is unlocked (SPEC §6: 'Conecta tu MoxWallet para
 * continuar.'), e.g. after a reload, which drops the in-memory key: the way back is the login.
 */
export function ConnectPrompt() {
  return (
    <EmptyState
      title={t('common.connectToContinue')}
      action={
        <Link href="/login" asChild>
          <LinkButton variant="primary">{t('landing.login')}</LinkButton>
        </Link>
      }
    />
  );
}
