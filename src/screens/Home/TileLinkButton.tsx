import { useId } from 'react';
import { Link } from 'wouter';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import styles from './Home.module.css';
import type { TileLink } from './tiles';

/**
 * A tile modal's button: a link to its route, or — for a feature not offered yet (NFTs) — a disabled button saying
 * 'Próximamente', so nothing leads to a missing page. Every other tile link is a route (tiles.test.ts checks).
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
  const variant = primary ? 'primary' : 'secondary';
  if (link.soon) {
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
