import type { InputHTMLAttributes } from 'react';
import { t } from '../../i18n/features';
import { Button } from '../Button';
import { bareControlClass, framedClass, useFieldControl } from '../Field';
import styles from './AmountInput.module.css';

/** Props of {@link AmountInput}. */
export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  value: string;
  /** The typed text with anything but digits, ',' and '.' dropped; parsing it to base units is the services' job. */
  onChange: (value: string) => void;
  /** Asset symbol shown after the number (UMQ, HLK, ALGO). */
  symbol: string;
  /** Whole units only (a stake goes in steps of 1 UMQ): the phone opens the keypad without a decimal mark. */
  whole?: boolean;
  /** Offers 'Máximo' beside the symbol: fills the most that can be sent (the caller computes it). */
  onMax?: () => void;
}

/** Keeps only what can be part of an amount: digits, ',' (thousands) and '.' (decimals); the parser judges the rest. */
const amountCharacters = (text: string) => text.replace(/[^\d.,]/g, '');

/**
 * An amount with its asset symbol, and 'Máximo' when `onMax` is given; opens the numeric keypad on phones (with a
 * decimal mark unless `whole`).
 */
export function AmountInput({ value, onChange, symbol, whole = false, onMax, className, ...rest }: AmountInputProps) {
  const control = useFieldControl();
  return (
    <div className={[framedClass, styles.frame, className].filter(Boolean).join(' ')}>
      <input
        {...control}
        {...rest}
        type="text"
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(amountCharacters(event.target.value))}
        className={`${bareControlClass} ${styles.amount}`}
      />
      <span className={styles.symbol}>{symbol}</span>
      {onMax && (
        <Button variant="ghost" size="sm" className={styles.max} onClick={onMax} disabled={rest.disabled}>
          {t('wallet.max')}
        </Button>
      )}
    </div>
  );
}
