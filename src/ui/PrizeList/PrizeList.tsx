import { useId } from 'react';
import { Icon } from '../Icon';
import styles from './PrizeList.module.css';

/** Props of {@link PrizeList}. */
export interface PrizeListProps {
  title: string;
  /** One line per place, first place first (e.g. '1.º lugar: 5 USDC'). */
  prizes: readonly string[];
}

/** Places that get a medal: the kit's icon in gold, silver and bronze (CSS), not emoji, which a system without an
 * emoji font (Chromium on Debian) draws as empty boxes. */
const MEDAL_PLACES = 3;

/** The quiz prizes: an ordered list, a medal beside each of the first three places. */
export function PrizeList({ title, prizes }: PrizeListProps) {
  const titleId = useId();
  return (
    <section className={styles.prizes} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list}>
        {prizes.map((prize, index) => (
          <li key={prize} className={styles.prize} data-place={index + 1}>
            <span className={styles.medal} aria-hidden="true">
              {index < MEDAL_PLACES ? <Icon name="medal" size="1.5rem" /> : index + 1}
            </span>
            {prize}
          </li>
        ))}
      </ol>
    </section>
  );
}
