import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import { HistoryEntry, type HistoryEntryProps } from './HistoryEntry';
import rows from '../rowList.module.css';
import styles from './HistoryList.module.css';

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  /** Newest first. */
  entries: readonly HistoryEntryProps[];
  /** `loading`: nothing read yet; `error`: the first read failed (a later failed poll keeps the entries). */
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Older entries remain: 'Ver más' is offered. */
  hasMore?: boolean;
  onMore?: () => void;
  loadingMore?: boolean;
  /** The last 'Ver más' failed; pressing it again retries. */
  moreFailed?: boolean;
  /** Saves an entry's counterparty as a contact (the wallet's address book); without it nothing is offered. */
  onSaveContact?: (address: string) => void;
}

/** The 'Historial' card: the account's entries, or its loading, failed or empty state, and 'Ver más'. */
export function HistoryList({
  entries,
  status,
  onRetry,
  hasMore = false,
  onMore,
  loadingMore = false,
  moreFailed = false,
  onSaveContact,
}: HistoryListProps) {
  return (
    <Panel title={ledgerCopy('history.title')}>
      {status === 'loading' ? (
        <div className={styles.centred}>
          <Spinner label={ledgerCopy('history.loading')} />
        </div>
      ) : status === 'error' ? (
        <div className={rows.body}>
          <div role="alert">
            <Notice tone="error">{ledgerCopy('history.failed')}</Notice>
          </div>
          <Button variant="secondary" onClick={onRetry}>
            {ledgerCopy('history.retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon="wallet" title={ledgerCopy('history.empty')}>
          {ledgerCopy('history.emptyBody')}
        </EmptyState>
      ) : (
        <div className={rows.body}>
          <ul className={rows.list} aria-label={ledgerCopy('history.list')}>
            {entries.map((entry) => (
              <HistoryEntry key={entry.txId} {...entry} onSaveContact={onSaveContact} />
            ))}
          </ul>
          {moreFailed && (
            <div role="alert">
              <Notice tone="error">{ledgerCopy('history.failedMore')}</Notice>
            </div>
          )}
          {hasMore && (
            <Button variant="secondary" loading={loadingMore} onClick={onMore}>
              {ledgerCopy('history.more')}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
