import { useRekeyedTo } from '../../hooks/account';
import { ledgerCopy } from '../../i18n/features';
import { Notice } from '../../ui/Notice';
import styles from './RekeyedWarning.module.css';

/**
 * A rekeyed account's warning (its key is no longer the one this wallet holds, so nothing it signs is accepted),
 * under the header of every signed-in ledger screen rather than only /home: the user may land anywhere, and every
 * paid action would fail.
 */
export function RekeyedWarning({ address }: { address: string }) {
  const authAddr = useRekeyedTo(address);
  if (!authAddr) return null;
  return (
    <div className={styles.warning}>
      <Notice tone="error" title={ledgerCopy('home.rekeyedTitle')}>
        <p>{ledgerCopy('home.rekeyedBody', { authAddr })}</p>
      </Notice>
    </div>
  );
}
