import { useEffect, useId, useRef, type FormEvent } from 'react';
import { onboardingCopy } from '../../i18n/onboarding';
import { Button } from '../Button';
import { Field } from '../Field';
import { TextInput } from '../TextInput';
import styles from './WordQuiz.module.css';

/** Props of {@link WordQuiz}. */
export interface WordQuizProps {
  /** The asked word positions, 1-based as users count them (e.g. [4, 11, 23]). */
  positions: readonly number[];
  /** The typed answers, one per position. */
  values: readonly string[];
  onChange: (index: number, value: string) => void;
  onSubmit: () => void;
  /** Shown once under the inputs ('Palabras incorrectas'); marks every input invalid and moves focus to the first. */
  error?: string;
  /** The answers are being checked or the wallet saved: the button spins and the inputs are read-only. */
  busy?: boolean;
}

/** The verify step: one input per asked word position and the 'Verificar' button. */
export function WordQuiz({ positions, values, onChange, onSubmit, error, busy = false }: WordQuizProps) {
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // The kit's TextInput takes no ref, so the first input is found in the form.
  useEffect(() => {
    if (error) formRef.current?.querySelector('input')?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form ref={formRef} className={styles.quiz} onSubmit={submit} noValidate>
      {positions.map((position, index) => (
        <Field key={position} label={onboardingCopy('register.wordNumber', { n: position })}>
          <TextInput
            value={values[index] ?? ''}
            onChange={(event) => onChange(index, event.target.value)}
            readOnly={busy}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            translate="no"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </Field>
      ))}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {onboardingCopy('register.verify')}
      </Button>
    </form>
  );
}
