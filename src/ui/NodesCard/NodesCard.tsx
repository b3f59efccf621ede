import type { MouseEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { LinkButton } from '../LinkButton';
import { Panel } from '../Panel';
import styles from './NodesCard.module.css';

/** Props of {@link NodesCard}. */
export interface NodesCardProps {
  /** Where 'Tus nodos' leads (/config). */
  href: string;
  /** How many nodes of their own the user has added (0: the app's only). */
  count: number;
  /** Client-side navigation for the link (the ui layer knows no router). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** /home's way to the settings: which nodes the wallet uses, and the link to 'Tus nodos' (/config). */
export function NodesCard({ href, count, onOpen }: NodesCardProps) {
  const summary =
    count === 0
      ? ledgerCopy('userNodes.cardNone')
      : ledgerCopy(count === 1 ? 'userNodes.cardOne' : 'userNodes.cardMany', { n: count });
  return (
    <Panel title={ledgerCopy('userNodes.title')}>
      <div className={styles.body}>
        <p className={styles.summary}>{summary}</p>
        <LinkButton href={href} onClick={onOpen} variant="secondary" fullWidth>
          {ledgerCopy('userNodes.section')}
        </LinkButton>
      </div>
    </Panel>
  );
}
