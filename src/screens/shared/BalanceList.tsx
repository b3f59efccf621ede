import { BALANCE_DECIMALS, formatBalance, type AccountBalances } from '../../hooks/account';
import { ledgerCopy } from '../../i18n/features';
import { BalanceRow } from '../../ui/BalanceRow';
import styles from './BalanceList.module.css';

/** Props of {@link BalanceList}: the balances. */
interface BalanceListProps {
  balances: AccountBalances;
}

/**
 * UMQ, HLK and ALGO, each with the decimals it shows on every screen (BALANCE_DECIMALS), as one labelled group of term/amount rows (each amount named by its symbol); a token without the opt-in says so instead of passing for 0. */
export function BalanceList({ balances }: BalanceListProps) {
  const token = (amount: bigint | null, asset: 'UMQ' | 'HLK') => (
    <BalanceRow
      symbol={asset}
      amount={formatBalance(amount ?? 0n, asset, BALANCE_DECIMALS[asset])}
      caption={amount === null ? ledgerCopy('home.notOptedIn') : undefined}
    />
  );
  return (
    <div role="group" aria-label={ledgerCopy('home.balances')}>
      <dl className={styles.list}>
        {token(balances.umq, 'UMQ')}
        {token(balances.hlk, 'HLK')}
        <BalanceRow symbol="ALGO" amount={formatBalance(balances.algo, 'ALGO', BALANCE_DECIMALS.ALGO)} />
      </dl>
    </div>
  );
}
