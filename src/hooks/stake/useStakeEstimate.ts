import { useEffect, useState } from 'react';
import {
  estimateStake,
  ledgerNow,
  type LedgerTimeBase,
  type RunningStake,
  type StakeEstimate,
} from '../../services/staking';

/**
 * The running stake's time and HLK reward, recomputed every second on the ledger's clock (`base`), so the figure
 * shown is what a withdrawal in that second would pay. Null while there is no stake or no clock reading yet.
 * The ticks are lined up with the reading's seconds, so the figure turns exactly when the ledger's second does.
 */
export function useStakeEstimate(stake: RunningStake | null, base: LedgerTimeBase | undefined): StakeEstimate | null {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const running = stake !== null && base !== undefined;
  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now();
      setNowMs(now);
      const intoSecond = (((now - base.readAtMs) % 1000) + 1000) % 1000;
      timer = setTimeout(tick, 1000 - intoSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [running, base]);
  if (!running) return null;
  return estimateStake(stake, ledgerNow(base, nowMs));
}
