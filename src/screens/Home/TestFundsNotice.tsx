import type { TestFaucet } from '../../hooks/account';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import styles from './Home.module.css';

/** Props of {@link TestFundsNotice}: the two dispenser buttons, and whether the account can receive UMQ yet. */
interface TestFundsNoticeProps {
  algo: TestFaucet;
  umq: TestFaucet;
  umqOptedIn: boolean;
}

/**
 * On the local ledger only: test ALGO, and test UMQ once the account has opted in to it (the dispenser pays
 * tokens only to a holder), so a person can try the games and the marketplace without a terminal.
 */
export function TestFundsNotice({ algo, umq, umqOptedIn }: TestFundsNoticeProps) {
  return (
    <Notice tone="info" title={ledgerCopy('home.testFundsTitle')}>
      <p>{ledgerCopy('home.testFundsBody')}</p>
      <div className={styles.testFunds}>
        <Button variant="secondary" icon="send" loading={algo.requesting} onClick={algo.request}>
          {ledgerCopy('home.dispense')}
        </Button>
        {umqOptedIn && (
          <Button variant="secondary" icon="send" loading={umq.requesting} onClick={umq.request}>
            {ledgerCopy('home.dispenseUmq')}
          </Button>
        )}
      </div>
    </Notice>
  );
}
