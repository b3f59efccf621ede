import { useId } from 'react';
import styles from './BalanceRow.module.css';

/** Colour of the token badge. */
export type TokenAccent = 'umq' | 'hlk' | 'algo' | 'neutral';

/** Props of {@link BalanceRow}. */
export interface BalanceRowProps {
  symbol: string;
  /** Already formatted by the services (e.g. '1.234,560'). */
  amount: string;
  /** A short line under the symbol (e.g. 'Saldo mínimo requerido: 0.1 ALGO'). */
  caption?: string;
  /** Defaults from the symbol: UMQ amber, HLK violet, ALGO graphite. */
  accent?: TokenAccent;
}

const accentOf = (symbol: string): TokenAccent => {
  const key = symbol.toLowerCase();
  return key === 'umq' || key === 'hlk' || key === 'algo' ? key : 'neutral';
};

/**
 * One balance as a term and its definition, so it belongs in a `<dl>`: token badge, symbol and caption on the left,
 * the amount on the right, named by its symbol (a test or a screen reader finds the UMQ figure by 'UMQ').
 */
export function BalanceRow({ symbol, amount, caption, accent = accentOf(symbol) }: BalanceRowProps) {
  const symbolId = useId();
  return (
    <div className={styles.row} data-accent={accent}>
      <dt className={styles.token}>
        <span className={styles.badge} aria-hidden="true">
          {symbol.slice(0, 1)}
        </span>
        <span className={styles.names}>
          <span id={symbolId} className={styles.symbol}>
            {symbol}
          </span>
          {caption && <span className={styles.caption}>{caption}</span>}
        </span>
      </dt>
      <dd className={styles.amount} aria-labelledby={symbolId}>
        {amount}
      </dd>
    </div>
  );
}
