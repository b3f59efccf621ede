import { useId, type InputHTMLAttributes } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { bareControlClass, framedClass, useFieldControl } from '../Field';
import styles from './AmountInput.module.css';

/** Props of {@link AmountInput}. */
export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  value: string;
  /** The text as typed; reading it (and refusing letters, signs, exponents in Spanish) is the services' job. */
  onChange: (value: string) => void;
  /** Asset symbol shown after the number (UMQ, HLK, ALGO). */
  symbol: string;
  /** Whole units only (a stake goes in steps of 1 UMQ): the phone opens the keypad without a decimal mark. */
  whole?: boolean;
  /** Offers 'Máximo' beside the symbol: fills the most that can be sent (the caller computes it). */
  onMax?: () => void;
  /** The amount reads two ways ('1,500' in es-ES): the question and a button per reading, thousands first. */
  question?: AmountInputQuestion;
}

/** What {@link AmountInput} asks when the amount reads two ways: '¿Quisiste decir 1500 o 1,5?'. */
export interface AmountInputQuestion {
  text: string;
  choices: readonly { label: string; onChoose: () => void }[];
}

/** The question under the field, announced when it appears; each reading is a button. */
function Question({ text, choices }: AmountInputQuestion) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.question}>
      <p id={id} role="status">
        {text}
      </p>
      <div className={styles.choices}>
        {choices.map(({ label, onChoose }) => (
          <Button key={label} variant="secondary" size="sm" onClick={onChoose}>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * An amount with its asset symbol, and 'Máximo' when `onMax` is given; opens the numeric keypad on phones (with the
 * locale's decimal mark unless `whole`). Asks '¿Quisiste decir …?' when given a `question`.
 */
export function AmountInput(props: AmountInputProps) {
  const { value, onChange, symbol, whole = false, onMax, question, className, ...rest } = props;
  const control = useFieldControl();
  return (
    <>
      <div className={[framedClass, styles.frame, className].filter(Boolean).join(' ')}>
        <input
          {...control}
          {...rest}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${bareControlClass} ${styles.amount}`}
        />
        <span className={styles.symbol}>{symbol}</span>
        {onMax && (
          <Button variant="ghost" size="sm" className={styles.max} onClick={onMax} disabled={rest.disabled}>
            {ledgerCopy('wallet.max')}
          </Button>
        )}
      </div>
      {question && <Question {...question} />}
    </>
  );
}
