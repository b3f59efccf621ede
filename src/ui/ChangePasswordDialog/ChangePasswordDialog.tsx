import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Field } from '../Field';
import { FormSubmit } from '../FormSubmit';
import { Modal } from '../Modal';
import { PasswordInput } from '../PasswordInput';
import styles from './ChangePasswordDialog.module.css';

type PasswordField = 'current' | 'next' | 'confirm';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  /** The wallet is being re-encrypted: the dialog stays open. */
  busy: boolean;
  /** The first problem: on a field (focused), or with saving ('form'). */
  problem?: { field: PasswordField | 'form'; message: string } | null;
  onSubmit: (values: Record<PasswordField, string>) => void;
  onCancel: () => void;
}

const LABELS = {
  current: 'security.currentPassword',
  next: 'security.newPassword',
  confirm: 'security.confirmPassword',
} as const;
const AUTOCOMPLETE = { current: 'current-password', next: 'new-password', confirm: 'new-password' } as const;

/** 'Cambiar contraseña': the current password, the new one twice. */
export function ChangePasswordDialog({ open, busy, problem, onSubmit, onCancel }: ChangePasswordDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={ledgerCopy('security.changeTitle')} dismissible={!busy}>
      <PasswordForm busy={busy} problem={problem} onSubmit={onSubmit} />
    </Modal>
  );
}

/** The form, mounted with the dialog: what was typed goes when it closes. */
function PasswordForm({ busy, problem, onSubmit }: Pick<ChangePasswordDialogProps, 'busy' | 'problem' | 'onSubmit'>) {
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', confirm: '' });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problem && problem.field !== 'form')
      (formRef.current?.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
  }, [problem]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.body}>{ledgerCopy('security.changeBody')}</p>
      {(Object.keys(LABELS) as PasswordField[]).map((field) => (
        <Field
          key={field}
          label={ledgerCopy(LABELS[field])}
          error={problem?.field === field ? problem.message : undefined}
        >
          <PasswordInput
            name={field}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            readOnly={busy}
          />
        </Field>
      ))}
      <FormSubmit
        label={ledgerCopy('security.changeSubmit')}
        busy={busy}
        progress={ledgerCopy('security.changing')}
        error={problem?.field === 'form' ? problem.message : undefined}
      />
    </form>
  );
}
