import { t } from '../../i18n';
import { isValidPassword } from '../../services/account';

/** The first problem of a form: which field to mark and focus, and the message to show there. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** The fields of the login form. */
export type LoginField = 'username' | 'password';

/** What the login form holds. */
export interface LoginValues {
  username: string;
  password: string;
}

/** The login form's first problem, checked before any unlock is tried (SPEC §5, login password format). */
export function checkLogin({ username, password }: LoginValues): FieldProblem<LoginField> | null {
  if (username.trim() === '') return { field: 'username', message: t('login.usernameRequired') };
  if (!isValidPassword(password)) return { field: 'password', message: t('login.passwordRule') };
  return null;
}
