import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onExpire` once `durationMs` of un-paused time has passed. Pausing (hover, keyboard focus) keeps the time
 * already spent, so a toast the user is reading or about to click does not vanish under the pointer.
 */
export function useAutoDismiss(onExpire: () => void, durationMs: number, paused: boolean) {
  const remaining = useRef(durationMs);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(expire, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}
