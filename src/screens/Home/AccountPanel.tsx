import { useId } from 'react';
import { BALANCE_DECIMALS, formatBalance, type AccountBalances } from '../../hooks/account';
import { ledgerCopy } from '../../i18n/features';
import { AddressChip } from '../../ui/AddressChip';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { BalanceList, ReceiveButton } from '../shared';
import styles from './Home.module.css';

/** Props of {@link AccountPanel}: `balances` is undefined until the first read answers. */
interface AccountPanelProps {
  address: string;
  balances: AccountBalances | undefined;
  onLogout: () => void;
}

/**
 * The left panel of /home: the address with its copy button, UMQ/HLK/ALGO, the minimum ALGO balance and what is
 * spendable above it (so a user sees why a send would fail), and logout.
 */
export function AccountPanel({ address, balances, onLogout }: AccountPanelProps) {
  const minBalanceId = useId();
  const availableId = useId();
  return (
    <Panel tone="hero" title={ledgerCopy('home.yourAddress')} actions={<AddressChip address={address} tone="onDark" />}>
      {balances ? (
        <>
          <BalanceList balances={balances} />
          <dl className={styles.algoFigures}>
            <div>
              <dt id={minBalanceId}>{ledgerCopy('home.minBalance')}</dt>
              <dd aria-labelledby={minBalanceId}>
                {formatBalance(balances.minBalance, 'ALGO', BALANCE_DECIMALS.ALGO)} ALGO
              </dd>
            </div>
            <div>
              <dt id={availableId}>{ledgerCopy('home.available')}</dt>
              <dd aria-labelledby={availableId}>
                {formatBalance(balances.available, 'ALGO', BALANCE_DECIMALS.ALGO)} ALGO
              </dd>
            </div>
          </dl>
          <p className={styles.availableHint}>{ledgerCopy('home.availableHint')}</p>
        </>
      ) : (
        <Spinner label={ledgerCopy('home.loadingBalances')} />
      )}
      <ReceiveButton address={address} />
      <Button variant="secondary" icon="logout" fullWidth onClick={onLogout}>
        {ledgerCopy('common.logout')}
      </Button>
    </Panel>
  );
}
