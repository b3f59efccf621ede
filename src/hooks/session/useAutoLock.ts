import { useEffect, useEffectEvent } from 'react';
import { HIDDEN_LOCK_MS, IDLE_LOCK_MS, type LockReason } from './lockPolicy';

/** What counts as the user being there. Listened to in the capture phase, so a scroll inside any element counts. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
const LISTEN = { capture: true, passive: true } as const;
/**
 * The timer never waits longer than this before looking at the clock again: a clock that jumps (a changed system
 * clock, a test's fake clock installed after sign-in) is still noticed within a second. One subtraction a second.
 */
const RECHECK_MS = 1000;

/**
 * While `signedIn`, calls `lock('idle')` after {@link IDLE_LOCK_MS} without activity and `lock('hidden')` when the
 * tab comes back after more than {@link HIDDEN_LOCK_MS} hidden. Activity only records a timestamp (no render, no
 * timer per mousemove); a single timer re-checks the time at least every second and locks once the limit is reached. Everything compares `Date.now()`, so a fake clock drives it, and the checks on
 * return and on activity catch a laptop that slept through the timer.
 */
export function useAutoLock(signedIn: boolean, lock: (reason: Exclude<LockReason, 'elsewhere'>) => void) {
  const onLock = useEffectEvent(lock);

  useEffect(() => {
    if (!signedIn) return;
    let lastActivity = Date.now();
    let hiddenSince = document.hidden ? lastActivity : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idleFor = () => Date.now() - lastActivity;

    const check = () => {
      const left = IDLE_LOCK_MS - idleFor();
      if (left <= 0) onLock('idle');
      else timer = setTimeout(check, Math.min(left, RECHECK_MS));
    };
    const onActivity = () => {
      // After a sleep the timer may not have fired yet: the first touch must lock, not renew the session.
      if (idleFor() >= IDLE_LOCK_MS) onLock('idle');
      else lastActivity = Date.now();
    };
    const onReturn = () => {
      if (document.hidden) {
        hiddenSince ??= Date.now();
        return;
      }
      const hiddenFor = hiddenSince === null ? 0 : Date.now() - hiddenSince;
      hiddenSince = null;
      if (hiddenFor > HIDDEN_LOCK_MS) onLock('hidden');
      else if (idleFor() >= IDLE_LOCK_MS) onLock('idle');
    };

    timer = setTimeout(check, RECHECK_MS);
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, LISTEN);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, LISTEN);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [signedIn]);
}
