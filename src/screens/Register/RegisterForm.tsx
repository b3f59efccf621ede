import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { RegistrationField, RegistrationProblem, RegistrationValues } from '../../hooks/onboarding';
import { onboardingCopy } from '../../i18n/onboarding';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { FormSubmit } from '../../ui/FormSubmit';
import { LinkButton } from '../../ui/LinkButton';
import { Notice } from '../../ui/Notice';
import { PasswordInput } from '../../ui/PasswordInput';
import { TextArea } from '../../ui/TextArea';
import { TextInput } from '../../ui/TextInput';
import styles from './Register.module.css';

/** Props of {@link RegisterForm}: the form part of useRegistration. */
export interface RegisterFormProps {
  values: RegistrationValues;
  change: (field: RegistrationField, value: string) => void;
  toggleMode: () => void;
  problem: RegistrationProblem | null;
  busy: boolean;
  submitForm: () => Promise<void>;
  /** Reached from '¿Olvidaste tu contraseña?': recover mode explains what the words may replace. */
  forgotten?: boolean;
}

/** Step 1: username, password, confirmation and, to recover, the 25 words; a link switches create and recover. */
export function RegisterForm({
  values,
  change,
  toggleMode,
  problem,
  busy,
  submitForm,
  forgotten = false,
}: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const recover = values.mode === 'recover';

  useEffect(() => {
    if (problem && problem.field !== 'form')
      (formRef.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
  }, [problem]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submitForm();
  };
  const errorOf = (field: RegistrationField) => (problem?.field === field ? problem.message : undefined);
  const bind = (field: RegistrationField) => ({
    name: field,
    value: values[field],
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <>
      {recover && forgotten && (
        <Notice tone="info">
          {onboardingCopy('register.forgotNotice', { username: values.username.trim() || '…' })}
        </Notice>
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <Field label={onboardingCopy('register.username')} error={errorOf('username')}>
          <TextInput {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field label={onboardingCopy('register.password')} error={errorOf('password')}>
          <PasswordInput {...bind('password')} autoComplete="new-password" />
        </Field>
        <Field label={onboardingCopy('register.confirmPassword')} error={errorOf('confirm')}>
          <PasswordInput {...bind('confirm')} autoComplete="new-password" />
        </Field>
        {recover && (
          <Field label={onboardingCopy('register.mnemonic')} error={errorOf('mnemonic')}>
            <TextArea
              {...bind('mnemonic')}
              mono
              rows={5}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              translate="no"
            />
          </Field>
        )}
        <FormSubmit
          label={recover ? onboardingCopy('register.submitRecover') : onboardingCopy('register.submitCreate')}
          busy={busy}
          progress={onboardingCopy('register.preparing')}
          error={problem?.field === 'form' ? problem.message : undefined}
        />
      </form>
      <div className={styles.actions}>
        <Button variant="ghost" fullWidth className={styles.toggle} onClick={toggleMode} disabled={busy}>
          {recover ? onboardingCopy('register.toCreate') : onboardingCopy('register.toRecover')}
        </Button>
        <Link href="/login" asChild>
          <LinkButton variant="secondary" fullWidth>
            {onboardingCopy('register.back')}
          </LinkButton>
        </Link>
      </div>
    </>
  );
}
