import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Field } from '../Field';
import { FormSubmit } from '../FormSubmit';
import { PasswordInput, useCurrentPasswordForm } from '../PasswordInput';
import styles from './UnlockWordsForm.module.css';

/** Props of {@link UnlockWordsForm}. */
export interface UnlockWordsFormProps {
  /** The words are being decrypted (a full unlock): the form waits. */
  busy: boolean;
  /** What went wrong: on the password field (a wrong one) or for the whole step. */
  problem?: { field: 'password' | 'form'; message: string } | null;
  /** Offer 'Usar mi llave de acceso' (this wallet has a passkey on this device). */
  passkey: boolean;
  onPassword: (password: string) => void;
  onPasskey: () => void;
}

/** "Confirm it is you" before the 25 words are decrypted: the password, or the passkey where the wallet has one. */
export function UnlockWordsForm({ busy, problem, passkey, onPassword, onPasskey }: UnlockWordsFormProps) {
  const { missing, submit, input } = useCurrentPasswordForm(busy, onPassword);
  const fieldError = missing
    ? ledgerCopy('security.passwordRequired')
    : problem?.field === 'password'
      ? problem.message
      : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.body}>
        {passkey ? ledgerCopy('security.unlockPasskeyBody') : ledgerCopy('security.unlockBody')}
      </p>
      <Field label={ledgerCopy('login.password')} error={fieldError}>
        <PasswordInput {...input} />
      </Field>
      <FormSubmit
        label={ledgerCopy('security.unlockSubmit')}
        busy={busy}
        progress={ledgerCopy('security.checking')}
        error={problem?.field === 'form' ? problem.message : undefined}
      />
      {passkey && (
        <Button variant="secondary" fullWidth onClick={onPasskey} disabled={busy}>
          {ledgerCopy('security.usePasskey')}
        </Button>
      )}
    </form>
  );
}
