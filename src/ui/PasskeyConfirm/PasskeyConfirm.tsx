import { ledgerCopy } from '../../i18n/features';
import { Field } from '../Field';
import { FormSubmit } from '../FormSubmit';
import { Modal } from '../Modal';
import { PasswordInput, useCurrentPasswordForm } from '../PasswordInput';
import styles from './PasskeyConfirm.module.css';

/** Props of {@link PasskeyConfirm}. */
export interface PasskeyConfirmProps {
  open: boolean;
  /** The password is being checked or the device is creating the passkey: the dialog stays open. */
  busy: boolean;
  /** The password was wrong (on the field). */
  passwordError?: string;
  /** Why the passkey could not be made (this device has no PRF, the dialog was dismissed…): nothing changed. */
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the wallet's password before a passkey is created for it (the words are wrapped from that unlock). */
export function PasskeyConfirm({ open, busy, passwordError, error, onSubmit, onCancel }: PasskeyConfirmProps) {
  const { missing, submit, input } = useCurrentPasswordForm(busy, onSubmit);
  return (
    <Modal open={open} onClose={onCancel} title={ledgerCopy('passkey.confirmTitle')} dismissible={!busy}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.body}>{ledgerCopy('passkey.confirmBody')}</p>
        <Field
          label={ledgerCopy('login.password')}
          error={missing ? ledgerCopy('passkey.passwordRequired') : passwordError}
        >
          <PasswordInput {...input} />
        </Field>
        <FormSubmit
          label={ledgerCopy('passkey.confirmSubmit')}
          busy={busy}
          progress={ledgerCopy('passkey.creating')}
          error={error}
        />
      </form>
    </Modal>
  );
}
