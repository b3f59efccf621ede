import { t } from '../../i18n';
import { useCopyFeedback } from '../clipboard';
import { shortenAddress } from '../format';
import { Icon } from '../Icon';
import styles from './AddressChip.module.css';

/** How long "Copiado" stays after a copy (SPEC §2: 4.5 s). */
export const COPIED_HINT_MS = 4500;

/** Props of {@link AddressChip}. */
export interface AddressChipProps {
  /** The full address (or another long id, e.g. a txId); the chip shows it shortened and copies it whole. */
  address: string;
  /** The copy button's accessible name, when the chip holds something other than an address. */
  copyLabel?: string;
  /** `onDark` on the ink balance card. */
  tone?: 'default' | 'onDark';
}

/** The shortened wallet address with a copy button that says "Copiado" for 4.5 s. */
export function AddressChip({ address, copyLabel = t('ui.copyAddress'), tone = 'default' }: AddressChipProps) {
  const { copied, copy } = useCopyFeedback(COPIED_HINT_MS);
  return (
    <span className={styles.chip} data-tone={tone}>
      <code className={styles.address} title={address}>
        {shortenAddress(address)}
      </code>
      <button type="button" className={styles.copy} aria-label={copyLabel} onClick={() => copy(address)}>
        <Icon name={copied ? 'check' : 'copy'} />
      </button>
      <span role="status" className={styles.copied}>
        {copied && t('ui.copied')}
      </span>
    </span>
  );
}
