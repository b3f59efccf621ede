import { useId, type ReactNode } from 'react';
import { FieldContext } from './FieldContext';
import styles from './Field.module.css';

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  /** Help shown under the control and read with it (aria-describedby). */
  hint?: ReactNode;
  /** The validation message: marks the control aria-invalid and is announced (role="alert"). */
  error?: string;
  /** One kit control (TextInput, AmountInput, PasswordInput, Select, TextArea). */
  children: ReactNode;
}

/** Label + control + hint + error, wired for assistive technology through FieldContext. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <FieldContext value={{ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }}>
        {children}
      </FieldContext>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
