import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
import { useWallet } from '../hooks/session';

/**
 * When the session locks (idle, hidden too long, logged out in another tab), whatever screen was open gives way to
 * /login, which says why. Once per lock: the user may then leave /login freely.
 */
export function LockRedirect() {
  const { locked } = useWallet();
  const [, navigate] = useLocation();
  const toLogin = useEffectEvent(() => navigate('/login'));
  useEffect(() => {
    if (locked) toLogin();
  }, [locked]);
  return null;
}
