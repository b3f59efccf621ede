import { useEffect, useState } from 'react';

/** How long Confirm ignores presses once it may be pressed: a tap or double click aimed before it came is dropped. */
export const ARM_DELAY_MS = 500;

/** Calls `arm` after `delayMs`; returns how to call it off. Injectable so tests and stories never wait on the clock. */
export type ArmTimer = (arm: () => void, delayMs: number) => () => void;

/** The browser's clock. */
export const browserTimer: ArmTimer = (arm, delayMs) => {
  const id = setTimeout(arm, delayMs);
  return () => clearTimeout(id);
};

/**
 * Whether a button that may be pressed (`ready`) takes presses yet: only ARM_DELAY_MS after it became ready, and
 * again from the start each time it stops being ready (a tick undone, a check changing its answer).
 */
export function useArmed(ready: boolean, timer: ArmTimer = browserTimer): boolean {
  const [armed, setArmed] = useState(false);
  // Reset while rendering (React's pattern for state derived from props): never one frame armed and not ready.
  if (!ready && armed) setArmed(false);
  useEffect(() => {
    if (!ready) return;
    return timer(() => setArmed(true), ARM_DELAY_MS);
  }, [ready, timer]);
  return ready && armed;
}
