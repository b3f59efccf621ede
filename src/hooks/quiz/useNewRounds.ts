import { useEffect, useRef, useState } from 'react';
import { watchRounds } from '../../services/ledger';

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Whether the page is shown (a hidden tab stops every round watch). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Calls `onNewRound` each time the ledger makes a block, watched with algod's long-poll (services/ledger/rounds.ts)
 * while `enabled` and the tab is visible. It renders nothing by itself: the caller refreshes what a block may have
 * changed (a query invalidation), and an unchanged answer re-renders nothing. A block made while the tab was hidden
 * is caught up on its return.
 */
export function useNewRounds(onNewRound: () => void, enabled: boolean, gapMs: number): void {
  const visible = usePageVisible();
  const latest = useRef(onNewRound);
  const known = useRef<bigint | null>(null);
  useEffect(() => {
    latest.current = onNewRound;
  }, [onNewRound]);
  useEffect(() => {
    if (!enabled || !visible) return;
    const controller = new AbortController();
    void watchRounds(
      (round) => {
        const changed = known.current !== null && round !== known.current;
        known.current = round;
        if (changed) latest.current();
      },
      controller.signal,
      gapMs,
    );
    return () => controller.abort();
  }, [enabled, visible, gapMs]);
}
