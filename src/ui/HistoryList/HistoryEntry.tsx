import { useId } from 'react';
import { t } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Button } from '../Button';
import { shortenAddress } from '../format';
import { Icon } from '../Icon';
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
  /** The entry on the block explorer (opened in a new tab); none on the local ledger. */
  explorerUrl?: string;
  /** The other account of a send or receipt when it is not a contact: 'Guardar contacto' offers to name it. */
  newCounterparty?: string;
  onSaveContact?: (address: string) => void;
}

/**
 * One line of the history: label and date, the signed amounts, the fee paid, the txId with a copy button, and where
 * they apply a link to the block explorer and 'Guardar contacto' for an address not saved yet.
 */
export function HistoryEntry(props: HistoryEntryProps) {
  const { txId, label, amounts, fee, date, dateTime, explorerUrl, newCounterparty, onSaveContact } = props;
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
      {(explorerUrl || (newCounterparty && onSaveContact)) && (
        <div className={styles.links}>
          {explorerUrl && (
            <a
              className={styles.explorer}
              href={explorerUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('explorer.openLabel', { txId: shortenAddress(txId) })}
            >
              {t('explorer.open')}
              <Icon name="external" size="1em" />
            </a>
          )}
          {newCounterparty && onSaveContact && (
            <Button
              variant="ghost"
              size="sm"
              icon="person"
              aria-label={t('contacts.saveCounterparty', { address: shortenAddress(newCounterparty) })}
              onClick={() => onSaveContact(newCounterparty)}
            >
              {t('contacts.save')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
