import { ledgerCopy } from '../../i18n/features';
import { Notice } from '../Notice';
import styles from './StorageNotice.module.css';

/** Props of {@link StorageNotice}. */
export interface StorageNoticeProps {
  /** ios: an iPhone or iPad tab outside the installed app; refused: the browser did not grant persistent storage. */
  risk: 'ios' | 'refused';
}

/** /home's warning that this browser may erase the wallet: why, how to install Mox, and to keep the 25 words. */
export function StorageNotice({ risk }: StorageNoticeProps) {
  return (
    <Notice tone="warning" title={ledgerCopy('security.storageTitle')}>
      <div className={styles.lines}>
        <p>{risk === 'ios' ? ledgerCopy('security.storageIos') : ledgerCopy('security.storageRefused')}</p>
        <p>{risk === 'ios' ? ledgerCopy('security.installIos') : ledgerCopy('security.installOther')}</p>
        <p>{ledgerCopy('security.keepWords')}</p>
      </div>
    </Notice>
  );
}
