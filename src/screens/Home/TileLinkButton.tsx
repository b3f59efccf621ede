import { useId } from 'react';
import { Link } from 'wouter';
import { useIsLiveRoute } from '../../hooks/routes';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Home.module.css';
import type { TileLink } from './tiles';

/**
 * A tile modal's button: a link to its route, or — while that screen is not built yet, or the feature not offered
 * (NFTs) — a disabled button saying 'Próximamente', so nothing leads to a missing page.
 */
export function TileLinkButton({
  link,
  primary,
  onFollow,
}: {
  link: TileLink;
  primary: boolean;
  onFollow: () => void;
}) {
  const hintId = useId();
  const live = useIsLiveRoute(link.href);
  const variant = primary ? 'primary' : 'secondary';
  if (!live || link.soon) {
    return (
      <div className={styles.soon}>
        <Button variant={variant} fullWidth disabled aria-describedby={hintId}>
          {ledgerCopy(link.label)}
        </Button>
        <span id={hintId} className={styles.soonHint}>
          {ledgerCopy('tiles.soon')}
        </span>
      </div>
    );
  }
  return (
    <Link href={link.href} onClick={onFollow} asChild>
      <LinkButton variant={variant} fullWidth>
        {ledgerCopy(link.label)}
      </LinkButton>
    </Link>
  );
}
