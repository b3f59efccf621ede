import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LinkButton } from '../../ui/LinkButton';

/** What the app shows instead of itself inside another origin's frame: why, and a way to open it on its own. */
export function FramedNotice() {
  return (
    <main>
      <EmptyState
        icon="warning"
        title={t('framed.title')}
        action={
          // A new top-level tab, where the app does start; `noopener` so the framing page gets no handle on it.
          <LinkButton href={window.location.href} target="_blank" rel="noopener noreferrer">
            {t('framed.open')}
          </LinkButton>
        }
      >
        {t('framed.body')}
      </EmptyState>
    </main>
  );
}
