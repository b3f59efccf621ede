import { useEffect, useState } from 'react';
import { numberFormat } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';

/** The clock shows tenths of a second, so it moves this often. */
const STEP_MS = 100;

// In the reader's locale ('12,3 s' in es-ES), as every other figure on screen.
const tenths = (seconds: number) => numberFormat(1, true).format(seconds);

/** Props of {@link GameClock}. */
export interface GameClockProps {
  /** Time played, in milliseconds: what the clock shows while it is stopped. */
  elapsedMs: number;
  /** While set (a `performance.now()` time), the clock runs from it by itself. */
  runningSince?: number;
}

/**
 * Whole tenths of a second since `since`, moving ten times a second. Kept with the `since` it counts from, so a new
 * game's first render reads 0 rather than the last game's time.
 */
function useTenthsSince(since: number | undefined) {
  const [count, setCount] = useState({ since, tenths: 0 });
  useEffect(() => {
    if (since === undefined) return;
    const clock = setInterval(() => {
      const tenths = Math.floor((performance.now() - since) / STEP_MS);
      // The same count returns the same state: a late or early step renders nothing.
      setCount((last) => (last.since === since && last.tenths === tenths ? last : { since, tenths }));
    }, STEP_MS);
    return () => clearInterval(clock);
  }, [since]);
  return count.since === since ? count.tenths : 0;
}

/**
 * The time played ('12.3 s'). The running clock is the only thing on a game's screen that changes ten times a
 * second, so it ticks here, in a leaf: the screen around it (the zone, the gate, the dialogs) renders only on hits
 * and misses, which keeps every main-thread task of a game short.
 */
export function GameClock({ elapsedMs, runningSince }: GameClockProps) {
  const running = useTenthsSince(runningSince);
  const shownMs = runningSince === undefined ? elapsedMs : running * STEP_MS;
  return <>{ledgerCopy('target.seconds', { s: tenths(Math.floor(shownMs / STEP_MS) / 10) })}</>;
}
