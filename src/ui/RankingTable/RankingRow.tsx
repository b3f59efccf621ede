import { memo } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { shortenAddress } from '../format';
import styles from './RankingTable.module.css';

/** One ranked player as the table shows it; the time is already formatted mm:ss.cc. */
export interface RankingRowData {
  /** A place in the top, or the own row's rank further down as text ('#137 de 10.000', '> 10'). */
  rank: number | string;
  address: string;
  score: bigint | number;
  time: string;
}

/**
 * A table row. Memoised on plain values, so a poll that brings the same figures re-renders no row even when the
 * objects around them are new.
 */
export const RankingRow = memo(function RankingRow({
  rank,
  address,
  score,
  time,
  own,
}: RankingRowData & { own: boolean }) {
  return (
    <tr className={styles.row} data-own={own || undefined} aria-current={own || undefined}>
      <td className={styles.rank}>{rank}</td>
      <td>
        <span className={styles.address} title={address} translate="no">
          {shortenAddress(address)}
        </span>
        {own && <span className={styles.you}>{ledgerCopy('quiz.you')}</span>}
      </td>
      <td className={styles.number}>{score.toString()}</td>
      <td className={styles.number}>{time}</td>
    </tr>
  );
});
