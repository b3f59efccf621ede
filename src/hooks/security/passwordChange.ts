import { ledgerCopy } from '../../i18n/features';
import { isValidPassword } from '../../services/account';

/** The fields of 'Cambiar contraseña'. */
export type PasswordChangeField = 'current' | 'next' | 'confirm';

/** What the form holds. */
export type PasswordChangeValues = Record<PasswordChangeField, string>;

/** A problem on a field, or with saving ('form'). */
export interface PasswordChangeProblem {
  field: PasswordChangeField | 'form';
  message: string;
}

/**
 * The form's first problem, before any decryption: the current password typed, the new one twice alike and within
 * the spec's rule (SPEC §5, create: its messages), and different from the current one.
 */
export function checkPasswordChange({ current, next, confirm }: PasswordChangeValues): PasswordChangeProblem | null {
  if (current === '') return { field: 'current', message: ledgerCopy('security.currentRequired') };
  if (next !== confirm) return { field: 'confirm', message: ledgerCopy('register.passwordMismatch') };
  if (!isValidPassword(next)) return { field: 'next', message: ledgerCopy('register.passwordRule') };
  if (next === current) return { field: 'next', message: ledgerCopy('security.samePassword') };
  return null;
}
