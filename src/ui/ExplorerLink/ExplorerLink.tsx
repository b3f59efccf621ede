import { Icon } from '../Icon';
import styles from './ExplorerLink.module.css';

/** A transaction on the block explorer: where it opens, its visible text and its accessible name (which transaction). */
export interface ExplorerLinkTarget {
  url: string;
  text: string;
  label: string;
}

/**
 * 'Ver en el explorador': opens the transaction on the network's block explorer in a new tab, never handing it this
 * page (noopener). The copy comes with the target, so a component of the first load needs no ledger copy for it.
 */
export function ExplorerLink({ url, text, label }: ExplorerLinkTarget) {
  return (
    <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {text}
      <Icon name="external" size="1em" />
    </a>
  );
}
