import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { anyPasskey, webAuthnAvailable } from '../../services/passkey/presence';
import { useRoutePreload } from '../preload';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { passkeyFailureMessage } from '../session/failures';
import { loadUnlock } from '../session/loaders';
import { useWallet } from '../session/useWallet';
import { useToasts } from '../toasts';

// Only this question is asked on every /login, after it has painted: the WebAuthn and key-wrapping code
// (services/passkey) loads when the button is used.
const passkeyOffered = async () => webAuthnAvailable() && (await anyPasskey());

/**
 * /login's 'Entrar con llave de acceso': offered when WebAuthn exists and a wallet of this browser has a passkey.
 * The passkey the user picks says which wallet to open (no username typed); then '✅ Sesión iniciada' and
 * `onSignedIn`, as the password login does. A failure is a Spanish message and changes nothing.
 */
export function usePasskeyLogin(onSignedIn: () => void) {
  const { open } = useWallet();
  const { show } = useToasts();
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preloadRoute = useRoutePreload();

  useEffect(() => {
    let current = true;
    passkeyOffered()
      .catch(() => false) // no store to read: the password is the way in, as ever
      .then((any) => current && setOffered(any));
    return () => {
      current = false;
    };
  }, []);

  const signIn = useCallback(async () => {
    setBusy(true);
    setError(null);
    preloadRoute('/home');
    const result = await loadUnlock().then(
      ({ unlockAccountWithPasskey }) => unlockAccountWithPasskey(),
      () => 'unexpected' as const, // the unlock's code did not arrive (offline after a redeploy)
    );
    setBusy(false);
    if (typeof result === 'string') {
      setError(passkeyFailureMessage(result));
    } else {
      open(result.username, result.account);
      show({ tone: 'success', message: t('login.success') });
      onSignedIn();
    }
  }, [open, show, onSignedIn, preloadRoute]);

  return { offered, busy, error, signIn };
}
