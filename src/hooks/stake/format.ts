import { ledgerCopy } from '../../i18n/features';
import type { StakeEstimate } from '../../services/staking';
import { formatAsset, formatBalance } from '../account';

/** Seconds staked as days, hours, minutes and seconds ('365 d 0 h 0 min 0 s'). */
export function formatStakeDuration(seconds: bigint): string {
  return ledgerCopy('stake.duration', {
    days: seconds / 86_400n,
    hours: (seconds % 86_400n) / 3_600n,
    minutes: (seconds % 3_600n) / 60n,
    seconds: seconds % 60n,
  });
}

/** What the running-stake table shows: the amount, the ticking time and reward (all 9 HLK decimals), the APR (0.52, written '0,52' in es-ES). */
export function stakeFigures(amount: bigint, estimate: StakeEstimate, aprPercent: number) {
  return {
    amount: formatAsset(amount, 'UMQ'),
    timeStaked: formatStakeDuration(estimate.seconds),
    // Every decimal, fixed: a small stake earns a few base units a second, and the figure must visibly grow.
    reward: `${formatBalance(estimate.reward, 'HLK', 9)} HLK`,
    apr: ledgerCopy('stake.aprValue', { apr: aprPercent }),
  };
}
