import { useId } from 'react';
import styles from './PrizeList.module.css';

/** Props of {@link PrizeList}. */
export interface PrizeListProps {
  title: string;
  /** One line per place, first place first (e.g. '1.º lugar: 5 USDC'). */
  prizes: readonly string[];
}

const MEDALS = ['🥇', '🥈', '🥉'];

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
              {MEDALS[index] ?? index + 1}
            </span>
            {prize}
          </li>
        ))}
      </ol>
    </section>
  );
}
