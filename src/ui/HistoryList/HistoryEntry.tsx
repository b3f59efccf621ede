import { useId } from 'react';
import { t } from '../../i18n';
import { AddressChip } from '../AddressChip';
import styles from './HistoryList.module.css';

/** Props of {@link HistoryEntry}: everything already in Spanish (the history hook formats it). */
export interface HistoryEntryProps {
  /** The transaction id (a group's first): shown shortened, copied whole. */
  txId: string;
  /** What it was, e.g. 'Giro de ruleta: ganaste 50 UMQ': the item's accessible name. */
  label: string;
  /** The account's balance changes, signed ('+10 ALGO', '−115 UMQ'). */
  amounts: readonly { text: string; direction: 'in' | 'out' }[];
  /** 'Comisión de red: 0.001 ALGO' when the account paid one. */
  fee: string | null;
  /** When, in Spanish, and the same moment machine-readable (ISO 8601) for <time>. */
  date: string;
  dateTime: string;
}

/** One line of the history: label and date, the signed amounts, the fee paid and the txId with a copy button. */
export function HistoryEntry({ txId, label, amounts, fee, date, dateTime }: HistoryEntryProps) {
  const labelId = useId();
  return (
    <li className={styles.entry} aria-labelledby={labelId}>
      <div className={styles.what}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        <time className={styles.muted} dateTime={dateTime}>
          {date}
        </time>
      </div>
      {amounts.length > 0 && (
        <p className={styles.amounts}>
          {amounts.map(({ text, direction }) => (
            <span key={text} className={styles.amount} data-direction={direction}>
              {text}
            </span>
          ))}
        </p>
      )}
      <div className={styles.meta}>
        {fee && <span className={styles.muted}>{fee}</span>}
        <AddressChip address={txId} copyLabel={t('history.copyTxId')} />
      </div>
    </li>
  );
}
