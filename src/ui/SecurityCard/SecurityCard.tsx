import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Panel } from '../Panel';
import styles from './SecurityCard.module.css';

/** Props of {@link SecurityCard}. */
export interface SecurityCardProps {
  onShowWords: () => void;
  onChangePassword: () => void;
  onDrill: () => void;
}

/** /home's security card: see the 25 words again, change the password, check the paper backup. */
export function SecurityCard({ onShowWords, onChangePassword, onDrill }: SecurityCardProps) {
  return (
    <Panel title={ledgerCopy('security.title')}>
      <div className={styles.body}>
        <p className={styles.intro}>{ledgerCopy('security.intro')}</p>
        <Button fullWidth onClick={onShowWords}>
          {ledgerCopy('security.showWords')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onChangePassword}>
          {ledgerCopy('security.changePassword')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onDrill}>
          {ledgerCopy('security.drill')}
        </Button>
      </div>
    </Panel>
  );
}
