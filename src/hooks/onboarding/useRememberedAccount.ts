import { useCallback, useEffect, useState } from 'react';
import { hasWallet } from '../../services/vault/presence';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { forgetRemembered, readRemembered, type RememberedAccount } from '../session/remembered';

/**
 * The account /login remembers ('Recordar mi dirección'), whether its wallet is still in this browser (`vanished`:
 * the browser emptied its storage, so the user is led to recover with the 25 words, not told "not found"), and the
 * one click that forgets it.
 */
export function useRememberedAccount() {
  const [account, setAccount] = useState<RememberedAccount | null>(readRemembered);
  const [vanished, setVanished] = useState(false);
  const username = account?.username ?? null;

  useEffect(() => {
    if (username === null) return;
    let current = true;
    hasWallet(username)
      .then((has) => current && setVanished(!has))
      .catch(() => undefined); // an unreadable database is the login's to report
    return () => {
      current = false;
    };
  }, [username]);

  const forget = useCallback(() => {
    forgetRemembered();
    setAccount(null);
    setVanished(false);
  }, []);

  return { account, vanished, forget };
}
