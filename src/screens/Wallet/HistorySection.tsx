import { useHistory } from '../../hooks/history';
import { shortenAddress } from '../../ui/format';
import { HistoryList } from '../../ui/HistoryList';
import styles from './HistorySection.module.css';

/** Props of {@link HistorySection}. */
interface HistorySectionProps {
  address: string;
  /** Names the contacts in the entries. */
  nameOf: (address: string) => string | undefined;
  onSaveContact: (address: string) => void;
}

/** /wallet's 'Historial': the account's entries in Spanish, newest first, a page more per 'Ver más'. */
export function HistorySection({ address, nameOf, onSaveContact }: HistorySectionProps) {
  return (
    <div className={styles.section}>
      <HistoryList {...useHistory(address, shortenAddress, nameOf)} onSaveContact={onSaveContact} />
    </div>
  );
}
