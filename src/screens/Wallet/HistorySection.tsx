import { useHistory } from '../../hooks/history';
import { shortenAddress } from '../../ui/format';
import { HistoryList } from '../../ui/HistoryList';
import styles from './HistorySection.module.css';

/** /wallet's 'Historial': the account's entries in Spanish, newest first, a page more per 'Ver más'. */
export function HistorySection({ address }: { address: string }) {
  return (
    <div className={styles.section}>
      <HistoryList {...useHistory(address, shortenAddress)} />
    </div>
  );
}
