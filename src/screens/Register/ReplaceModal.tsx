import { useId, type FormEvent } from 'react';
import { onboardingCopy } from '../../i18n/onboarding';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { PasswordInput } from '../../ui/PasswordInput';

/** Props of {@link ReplaceModal}. */
export interface ReplaceModalProps {
  /** The taken username, or null when nothing is being asked. */
  username: string | null;
  /** Why the password given did not allow the replacement (wrong, or the stored wallet is unreadable). */
  error?: string;
  /** The password is being checked (a full unlock of the stored wallet). */
  busy: boolean;
  /** Replace, with the password of the wallet stored under `username`. */
  onConfirm: (storedPassword: string) => void;
  onCancel: () => void;
}

const FIELD = 'storedPassword';

/**
 * Asks before a new wallet replaces the one stored under the same username, and asks for that wallet's password:
 * a stored wallet is never destroyed without it (docs/decisions/0012-replace-needs-password.md). The field is not
 * React state: it goes with the dialog when it closes.
 */
export function ReplaceModal({ username, error, busy, onConfirm, onCancel }: ReplaceModalProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get(FIELD);
    if (!busy && typeof password === 'string') onConfirm(password);
  };
  return (
    <Modal
      open={username !== null}
      onClose={onCancel}
      dismissible={!busy}
      title={onboardingCopy('register.replaceTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {onboardingCopy('common.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={busy}>
            {onboardingCopy('register.replaceConfirm')}
          </Button>
        </>
      }
    >
      <p>{onboardingCopy('register.replaceBody', { username: username ?? '' })}</p>
      <p>{onboardingCopy('register.replaceNeedsPassword')}</p>
      <form id={formId} onSubmit={submit} noValidate>
        <Field label={onboardingCopy('register.replacePassword')} error={error}>
          <PasswordInput name={FIELD} autoComplete="current-password" readOnly={busy} />
        </Field>
      </form>
    </Modal>
  );
}
