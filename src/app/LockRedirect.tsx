import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
import { useWallet } from '../hooks/session';

/**
 * When the session locks (idle, hidden too long, logged out in another tab), or the same rules discard a
 * registration, whatever screen was open gives way to /login, which says why. Leaving /register unmounts its form, so
 * the 25 words and the typed password leave the page with the draft key. Once per lock: the user may then leave
 * /login freely.
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
