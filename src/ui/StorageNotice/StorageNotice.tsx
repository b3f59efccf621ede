import { t } from '../../i18n/features';
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
    <Notice tone="warning" title={t('security.storageTitle')}>
      <div className={styles.lines}>
        <p>{risk === 'ios' ? t('security.storageIos') : t('security.storageRefused')}</p>
        <p>{risk === 'ios' ? t('security.installIos') : t('security.installOther')}</p>
        <p>{t('security.keepWords')}</p>
      </div>
    </Notice>
  );
}
