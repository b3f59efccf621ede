import { onboardingCopy } from '../../i18n/onboarding';
import { isValidPassword } from '../../services/account';
import type { FieldProblem } from './validation';

// Apart from ./validation.ts (the login form's check) so that /login's chunk, which imports that, does not bring the
// registration's copy into its first load.

/** The fields of the registration form; `mnemonic` exists in recover mode only. */
export type RegistrationField = 'username' | 'password' | 'confirm' | 'mnemonic';

/** What the registration form holds. */
export interface RegistrationValues {
  mode: 'create' | 'recover';
  username: string;
  password: string;
  confirm: string;
  mnemonic: string;
}

/**
 * The registration form's first problem (SPEC §5): recover needs the phrase and both passwords ('Revisa los
 * campos'); then the passwords must match, then meet the rule — in recover mode too, or the wallet could never
 * be unlocked from /login. Whether the phrase is a valid mnemonic is checked when it is read.
 */
export function checkRegistration(values: RegistrationValues): FieldProblem<RegistrationField> | null {
  if (values.username.trim() === '') return { field: 'username', message: onboardingCopy('register.usernameRequired') };
  if (values.mode === 'recover') {
    const empty = (['password', 'confirm', 'mnemonic'] as const).find((field) => values[field].trim() === '');
    if (empty) return { field: empty, message: onboardingCopy('register.checkFields') };
  }
  if (values.password !== values.confirm)
    return { field: 'confirm', message: onboardingCopy('register.passwordMismatch') };
  if (!isValidPassword(values.password)) return { field: 'password', message: onboardingCopy('register.passwordRule') };
  return null;
}
