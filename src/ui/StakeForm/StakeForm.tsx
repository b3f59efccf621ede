import type { FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { Field } from '../Field';
import styles from './StakeForm.module.css';

/** Props of {@link StakeForm}. */
export interface StakeFormProps {
  /** The amount as typed (whole UMQ; anything else is refused with `error`). */
  value: string;
  onChange: (value: string) => void;
  /** Asks to stake `value`; checking it is the caller's job (the field shows `error`). */
  onSubmit: () => void;
  /** The smallest stake the contract takes, in whole UMQ, for the hint ('100'). */
  minimum: string;
  /** Why the typed amount was refused. */
  error?: string;
  /** The stake is being confirmed, signed or sent: the button shows its spinner and ignores presses. */
  busy?: boolean;
  /** A stake is already running: the contract takes one at a time, so the field and the button are off. */
  running?: boolean;
}

/** The stake form of /stake: the UMQ amount (decimal keypad on phones, hint of the minimum) and 'Hacer Stake'. */
export function StakeForm({
  value,
  onChange,
  onSubmit,
  minimum,
  error,
  busy = false,
  running = false,
}: StakeFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running) onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={ledgerCopy('stake.amount')}
        hint={running ? ledgerCopy('stake.running') : ledgerCopy('stake.amountHint', { min: minimum })}
        error={error}
      >
        <AmountInput value={value} onChange={onChange} symbol="UMQ" placeholder={minimum} disabled={running} whole />
      </Field>
      <Button type="submit" size="lg" fullWidth icon="stake" loading={busy} disabled={running}>
        {ledgerCopy('stake.stake')}
      </Button>
    </form>
  );
}
