import { useEffect, useEffectEvent } from 'react';
import { HIDDEN_LOCK_MS, IDLE_LOCK_MS, isUserInput, type LockReason } from './lockPolicy';

/**
 * What counts as the user being there, listened to in the capture phase. No `scroll`: a page's own script can scroll
 * (scrollTo, focus) and the browser then fires a trusted scroll event; a user's scroll always starts with one of
 * these (wheel, touch, a key, the pointer on the scrollbar).
 */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
const LISTEN = { capture: true, passive: true } as const;
/**
 * The timer never waits longer than this before looking at the clock again: a clock that jumps (a changed system
 * clock, a test's fake clock installed after sign-in) is still noticed within a second. One subtraction a second.
 */
const RECHECK_MS = 1000;

/**
 * While `active` (a session, or a registration holding the 25 words), calls `lock('idle')` after
 * {@link IDLE_LOCK_MS} without user input and `lock('hidden')` once the tab has been hidden for more than
 * {@link HIDDEN_LOCK_MS}: while still hidden (browsers slow a hidden tab's timers to about once a minute, so it fires
 * within a minute of the limit), or on return at the latest. Input only records a timestamp (no render, no timer per
 * mousemove); a single timer re-checks the time at least every second. Everything compares `Date.now()`, so a fake
 * clock drives it, and the checks on return and on input catch a laptop that slept through the timer.
 */
export function useAutoLock(active: boolean, lock: (reason: Exclude<LockReason, 'elsewhere'>) => void) {
  const onLock = useEffectEvent(lock);

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let hiddenSince = document.hidden ? lastActivity : null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idleLeft = () => IDLE_LOCK_MS - (Date.now() - lastActivity);
    const hiddenLeft = () => (hiddenSince === null ? Infinity : HIDDEN_LOCK_MS - (Date.now() - hiddenSince));
    const due = () => (hiddenLeft() < 0 ? 'hidden' : idleLeft() <= 0 ? 'idle' : null);

    const check = () => {
      const reason = due();
      if (reason) onLock(reason);
      else timer = setTimeout(check, Math.min(idleLeft(), hiddenLeft() + 1, RECHECK_MS));
    };
    const onActivity = (event: Event) => {
      if (!isUserInput(event)) return;
      // After a sleep the timer may not have fired yet: the first touch must lock, not renew the session.
      const reason = due();
      if (reason) onLock(reason);
      else lastActivity = Date.now();
    };
    const onVisibility = () => {
      if (document.hidden) {
        hiddenSince ??= Date.now();
        return;
      }
      const reason = due();
      hiddenSince = null;
      if (reason) onLock(reason);
    };

    timer = setTimeout(check, RECHECK_MS);
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, LISTEN);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, LISTEN);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onVisibility);
    };
  }, [active]);
}
