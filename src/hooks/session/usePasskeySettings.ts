import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { webAuthnAvailable } from '../../services/passkey/presence';
import { useToasts } from '../toasts';
import { failureKind, PASSKEY_FAILURES, type PasskeyFailure } from './failures';
import { useWallet } from './useWallet';

const loadPasskey = () => import('../../services/passkey');

/** Whether the signed-in wallet has a passkey: null while it is being read. */
export type PasskeyState = boolean | null;

/**
 * /home's passkey switch for the signed-in wallet: whether this browser can have one, whether it has one, turning it on (after the password is confirmed)
 * and off. Success is toasted ('Llave de acceso activada'); a failure is returned for the screen to show, and
 * changes nothing.
 */
export function usePasskeySettings() {
  const { username } = useWallet();
  const { show } = useToasts();
  const [enabled, setEnabled] = useState<PasskeyState>(null);

  useEffect(() => {
    if (username === null) return;
    let current = true;
    loadPasskey()
      .then((passkey) => passkey.hasPasskey(username))
      .catch(() => false) // an unreadable store offers activation, which reports its own failure
      .then((has) => current && setEnabled(has));
    return () => {
      current = false;
    };
  }, [username]);

  const run = useCallback(
    async (step: (passkey: Awaited<ReturnType<typeof loadPasskey>>, user: string) => Promise<void>) => {
      if (username === null) return 'unexpected' as const;
      try {
        await step(await loadPasskey(), username);
        return true as const;
      } catch (error) {
        return failureKind(error, PASSKEY_FAILURES);
      }
    },
    [username],
  );

  const enable = useCallback(
    async (password: string): Promise<true | PasskeyFailure> => {
      const result = await run((passkey, user) => passkey.enablePasskey(user, password));
      if (result === true) {
        setEnabled(true);
        show({ tone: 'success', message: t('passkey.activated') });
      }
      return result;
    },
    [run, show],
  );

  const remove = useCallback(async (): Promise<true | PasskeyFailure> => {
    const result = await run((passkey, user) => passkey.removePasskey(user));
    if (result === true) {
      setEnabled(false);
      show({ tone: 'success', message: t('passkey.removed') });
    }
    return result;
  }, [run, show]);

  /** Whether this browser can hold a passkey at all: where not, /home shows no passkey card. */
  return { supported: webAuthnAvailable(), enabled, enable, remove };
}
