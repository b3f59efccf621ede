import { STATE_KEYS } from '../../services/config/onchain';
import type { AppState } from '../../services/ledger';
import type { RunningStake } from '../../services/staking';

const KEYS = STATE_KEYS.staking;

/**
 * The running stake in the account's staking local state (`monto_stake`, `inicio_stake`), or null when none runs
 * (both 0 after a withdrawal) or the account has not opted in. The `select` of the local-state query.
 */
export function toRunningStake(local: AppState | null): RunningStake | null {
  const amount = local?.[KEYS.amount];
  const start = local?.[KEYS.start];
  if (typeof amount !== 'bigint' || typeof start !== 'bigint' || amount === 0n) return null;
  return { amount, start };
}

/** HLK base units the staking app records as owed to the account (`hlk_pendiente`), 0 when none or not opted in. */
export function toOwedReward(local: AppState | null): bigint {
  const owed = local?.[KEYS.owed];
  return typeof owed === 'bigint' ? owed : 0n;
}
