import { useId, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../AddressChip';
import { Button } from '../Button';
import { ExplorerLink } from '../ExplorerLink';
import { shortenAddress } from '../format';
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
  /** The transaction's note: always plain text, whatever it holds (a link in it is never made clickable). */
  note?: string;
  /** A 0-value receipt from an address never paid: folded as 'Posible spam' until 'Mostrar' is pressed. */
  suspect?: boolean;
}

/**
 * One line of the history: label and date, the signed amounts, the note as text, the fee paid, the txId with a copy
 * button, and where they apply a link to the block explorer and 'Guardar contacto' for an address not saved yet. A
 * suspect entry shows only 'Posible spam', its date and 'Mostrar' until revealed, and never offers to save its sender.
 */
export function HistoryEntry(props: HistoryEntryProps) {
  const { label, date, dateTime, suspect = false } = props;
  const newCounterparty = suspect ? undefined : props.newCounterparty;
  const labelId = useId();
  const [revealed, setRevealed] = useState(false);
  const folded = suspect && !revealed;
  return (
    <li className={styles.entry} aria-labelledby={labelId}>
      <div className={styles.what}>
        <p id={labelId} className={styles.label}>
          {folded ? ledgerCopy('history.suspect') : label}
        </p>
        <time className={styles.muted} dateTime={dateTime}>
          {date}
        </time>
      </div>
      {suspect && (
        <div className={styles.suspect}>
          <p className={styles.muted}>{ledgerCopy('history.suspectBody')}</p>
          {/* One button that stays where it is (a keyboard user keeps focus), its state announced. */}
          <Button variant="secondary" size="sm" aria-expanded={revealed} onClick={() => setRevealed(!revealed)}>
            {ledgerCopy(revealed ? 'history.hide' : 'history.reveal')}
          </Button>
        </div>
      )}
      {!folded && <EntryDetails {...props} newCounterparty={newCounterparty} />}
    </li>
  );
}

/** What an entry shows once it is not folded: amounts, note, fee, txId, explorer link and 'Guardar contacto'. */
function EntryDetails(props: HistoryEntryProps) {
  const { txId, amounts, fee, explorerUrl, newCounterparty, onSaveContact, note } = props;
  return (
    <>
      {amounts.length > 0 && (
        <p className={styles.amounts}>
          {amounts.map(({ text, direction }) => (
            <span key={text} className={styles.amount} data-direction={direction}>
              {text}
            </span>
          ))}
        </p>
      )}
      {note && (
        <p className={styles.note}>
          <span className={styles.muted}>{ledgerCopy('history.note')} </span>
          {note}
        </p>
      )}
      <div className={styles.meta}>
        {fee && <span className={styles.muted}>{fee}</span>}
        <AddressChip address={txId} copyLabel={ledgerCopy('history.copyTxId')} />
      </div>
      {(explorerUrl || (newCounterparty && onSaveContact)) && (
        <div className={styles.links}>
          {explorerUrl && (
            <span className={styles.explorer}>
              <ExplorerLink
                url={explorerUrl}
                text={ledgerCopy('explorer.open')}
                label={ledgerCopy('explorer.openLabel', { txId: shortenAddress(txId) })}
              />
            </span>
          )}
          {newCounterparty && onSaveContact && (
            <Button
              variant="ghost"
              size="sm"
              icon="person"
              aria-label={ledgerCopy('contacts.saveCounterparty', { address: shortenAddress(newCounterparty) })}
              onClick={() => onSaveContact(newCounterparty)}
            >
              {ledgerCopy('contacts.save')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
