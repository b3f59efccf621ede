import { useCallback, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { changePassword } from '../../services/vault';
import { failureKind, useWallet } from '../session';
import { useToasts } from '../toasts';
import { checkPasswordChange, type PasswordChangeProblem, type PasswordChangeValues } from './passwordChange';

/**
 * 'Cambiar contraseña': checks the form, then the vault re-encrypts the wallet under the new password and swaps the
 * record in one transaction (a failure keeps the old one). Success toasts 'Contraseña cambiada' and returns true; a
 * problem is returned for the form and changes nothing.
 */
export function useChangePassword() {
  const { username } = useWallet();
  const { show } = useToasts();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasswordChangeProblem | null>(null);

  const submit = useCallback(
    async (values: PasswordChangeValues): Promise<boolean> => {
      const invalid = checkPasswordChange(values);
      setProblem(invalid);
      if (invalid || username === null || busy) return false;
      setBusy(true);
      try {
        await changePassword(username, values.current, values.next);
        show({ tone: 'success', message: ledgerCopy('security.passwordChanged') });
        return true;
      } catch (error) {
        const kind = failureKind(error, [
          'wrongPassword',
          'corrupted',
          'notFound',
          'usernameTaken',
          'storage',
        ] as const);
        const wrong = kind === 'wrongPassword';
        setProblem(
          wrong
            ? { field: 'current', message: ledgerCopy('errors.wrongPassword') }
            : { field: 'form', message: ledgerCopy('errors.saveAccount') },
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
    [username, busy, show],
  );

  return { busy, problem, submit, reset: useCallback(() => setProblem(null), []) };
}
