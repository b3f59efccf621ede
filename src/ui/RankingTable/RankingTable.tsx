import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { EmptyState } from '../EmptyState';
import { Notice } from '../Notice';
import { Spinner } from '../Spinner';
import { RankingRow, type RankingRowData } from './RankingRow';
import styles from './RankingTable.module.css';

/** Props of {@link RankingTable}. */
export interface RankingTableProps {
  /** The top rows, in rank order (a few, never the whole ranking). */
  rows: readonly RankingRowData[];
  /** The player's own row: highlighted in the top, or shown under it with its rank when further down. */
  own?: RankingRowData | null;
  /** How many players have a result. */
  players?: number;
  /** The first answer has not arrived yet. */
  loading?: boolean;
  /** Why there is no ranking to show (the indexer failed before a first answer); polling goes on. */
  error?: string;
}

/** The quiz ranking: columns #, shortened address, score and time (mm:ss.cc), the player's own row marked 'Tú'. */
export function RankingTable({ rows, own = null, players, loading = false, error }: RankingTableProps) {
  const titleId = useId();
  const ownAddress = own?.address;
  const ownBelow = own !== null && !rows.some((row) => row.address === ownAddress);
  const showPlayers = !loading && players !== undefined && players > 0;

  return (
    <section className={styles.ranking} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {ledgerCopy('quiz.rankingTitle')}
        </h2>
        {showPlayers && (
          <span className={styles.players}>
            {ledgerCopy(players === 1 ? 'quiz.playersOne' : 'quiz.players', { n: players })}
          </span>
        )}
      </div>
      {loading ? (
        <div className={styles.loading}>
          <Spinner label={ledgerCopy('quiz.rankingLoading')} />
        </div>
      ) : error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon="quiz" title={ledgerCopy('quiz.rankingEmpty')} />
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{ledgerCopy('quiz.colRank')}</th>
              <th scope="col">{ledgerCopy('quiz.colAddress')}</th>
              <th scope="col" className={styles.number}>
                {ledgerCopy('quiz.colScore')}
              </th>
              <th scope="col" className={styles.number}>
                {ledgerCopy('quiz.colTime')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <RankingRow key={row.address} {...row} own={row.address === ownAddress} />
            ))}
            {ownBelow && (
              <tr className={styles.gap}>
                <td colSpan={4}>
                  <span aria-hidden="true">⋯</span>
                  <span className="visually-hidden">{ledgerCopy('quiz.moreRows')}</span>
                </td>
              </tr>
            )}
            {ownBelow && <RankingRow {...own} own />}
          </tbody>
        </table>
      )}
    </section>
  );
}
