import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { GameClock } from './GameClock';
import styles from './GameStats.module.css';

/** Props of {@link GameStats}. */
export interface GameStatsProps {
  score: number;
  lives: number;
  maxLives: number;
  /** Time played, in milliseconds (shown to the tenth of a second): the stopped clock. */
  elapsedMs: number;
  /** While a game runs, when it started (`performance.now()`): the clock then runs by itself. */
  runningSince?: number;
}

/**
 * A game's scoreboard: points, lives (hearts, read out as 'n de 3') and time played. Points and lives are announced
 * when they change; the clock, which ticks ten times a second, is not.
 */
export function GameStats({ score, lives, maxLives, elapsedMs, runningSince }: GameStatsProps) {
  // Each figure is labelled by its term, so it can be found (and read out) as 'Puntos', 'Vidas', 'Tiempo'.
  const id = useId();
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt id={`${id}-score`}>{ledgerCopy('target.score')}</dt>
        <dd aria-labelledby={`${id}-score`} aria-live="polite">
          {score}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt id={`${id}-lives`}>{ledgerCopy('target.lives')}</dt>
        <dd aria-labelledby={`${id}-lives`} aria-live="polite">
          <span className={styles.hearts} aria-hidden="true">
            {Array.from({ length: maxLives }, (_, life) => (
              <span key={life} className={styles.heart} data-lost={life >= lives || undefined}>
                ♥
              </span>
            ))}
          </span>
          <span className="visually-hidden">{ledgerCopy('target.livesLeft', { n: lives, max: maxLives })}</span>
        </dd>
      </div>
      <div className={styles.stat}>
        <dt id={`${id}-time`}>{ledgerCopy('target.time')}</dt>
        <dd aria-labelledby={`${id}-time`} className={styles.clock}>
          <GameClock elapsedMs={elapsedMs} runningSince={runningSince} />
        </dd>
      </div>
    </dl>
  );
}
