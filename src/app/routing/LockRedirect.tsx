import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { useWallet } from '../../hooks/session/useWallet';

/**
 * When the session locks (idle, hidden too long, logged out in another tab), or the same rules discard a registration,
 * whatever screen was open gives way to /login, which says why. A discarded registration has already dropped its words
 * and what was typed (useRegistration), and leaving /register then unmounts its form. Once per lock: the user may then
 * leave /login freely.
 */
export function LockRedirect() {
  const { locked, abandoned } = useWallet();
  const [, navigate] = useLocation();
  const toLogin = useEffectEvent(() => navigate('/login'));
  useEffect(() => {
    if (locked || abandoned) toLogin();
  }, [locked, abandoned]);
  return null;
}
