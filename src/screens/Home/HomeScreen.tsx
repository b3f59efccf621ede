import { useLocation } from 'wouter';
import { useAccount, useTestAlgo, useTestUmq } from '../../hooks/account';
import { useActivationCosts } from '../../hooks/apps';
import { useAfterFirstPaint } from '../../hooks/paint';
import { useStorageRisk } from '../../hooks/security';
import { useWallet } from '../../hooks/session';
import { ledgerCopy } from '../../i18n/features';
import { ActivationCosts } from '../../ui/ActivationCosts';
import { Notice } from '../../ui/Notice';
import { StorageNotice } from '../../ui/StorageNotice';
import { AccountPanel } from './AccountPanel';
import { AppTiles } from './AppTiles';
import styles from './Home.module.css';
import { NoAlgoNotice } from './NoAlgoNotice';
import { NodesSection } from './NodesSection';
import { SecuritySection } from './SecuritySection';
import { TestFundsNotice } from './TestFundsNotice';

/**
 * `/home` signed in (its frame: src/app/routing/routes; a rekeyed account's warning is on every ledger screen:
 * src/app/ledger/RekeyedWarning): on MainNet before the first activation, the ALGO each step needs and how to get it;
 * else the help an account without ALGO needs or, on the local ledger, the test funds, and whether this browser may
 * erase the wallet; then the account panel, the six tiles, the security section and the settings card (the user's
 * nodes, /config), stacked on a phone, side by side on a wide screen (SPEC §2).
 */
export function HomeScreen({ address }: { address: string }) {
  const { logout } = useWallet();
  const [, navigate] = useLocation();
  const onLogout = () => {
    logout();
    navigate('/login');
  };
  const { data: balances, isError } = useAccount(address);
  const faucet = useTestAlgo(address);
  const umqFaucet = useTestUmq(address);
  const storageRisk = useStorageRisk();
  const activationCosts = useActivationCosts(address);
  // Below the fold on a phone, the apps, security and settings are drawn a frame after the rest: the first frame after
  // a sign-in is then the account alone, well inside DESIGN §10's unlock bar (ADR 0049).
  const restShown = useAfterFirstPaint();
  return (
    <div className={styles.page}>
      {storageRisk && <StorageNotice risk={storageRisk} />}
      {activationCosts ? (
        <ActivationCosts {...activationCosts} />
      ) : (
        balances?.algo === 0n && <NoAlgoNotice faucet={faucet} />
      )}
      {!!balances?.algo && faucet.available && (
        <TestFundsNotice algo={faucet} umq={umqFaucet} umqOptedIn={balances.umq !== null} />
      )}
      {!balances && isError && <Notice tone="error">{ledgerCopy('errors.balances')}</Notice>}
      <div className={styles.layout}>
        <div className={styles.column}>
          <AccountPanel address={address} balances={balances} onLogout={onLogout} />
        </div>
        <div className={styles.column}>
          {restShown && (
            <>
              <AppTiles />
              <SecuritySection />
              <NodesSection />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
