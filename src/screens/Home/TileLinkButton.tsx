import { useId } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { LIVE_ROUTES } from '../shared';
import styles from './Home.module.css';
import type { TileLink } from './tiles';

/**
 * A tile modal's button: a link to its route, or — while that screen is not built yet — a disabled button
 * saying 'Próximamente', so nothing leads to a missing page.
 */
export function TileLinkButton({ link, primary, onFollow }: { link: TileLink; primary: boolean; onFollow: () => void }) {
  const hintId = useId();
  const variant = primary ? 'primary' : 'secondary';
  if (!LIVE_ROUTES.has(link.href)) {
    return (
      <div className={styles.soon}>
        <Button variant={variant} fullWidth disabled aria-describedby={hintId}>
          {t(link.label)}
        </Button>
        <span id={hintId} className={styles.soonHint}>
          {t('tiles.soon')}
        </span>
      </div>
    );
  }
  return (
    <Link href={link.href} onClick={onFollow} asChild>
      <LinkButton variant={variant} fullWidth>
        {t(link.label)}
      </LinkButton>
    </Link>
  );
}
