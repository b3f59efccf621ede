import type { modelsv2 } from 'algosdk';
import { ROULETTE_SEGMENTS, STATE_KEYS, UMQ_UNIT } from '../config/onchain';
import { decodeStateDelta } from '../ledger/delta';
import { innerPaid } from './payouts';

/** What one spin won: its prize in whole UMQ (0 = the special prize) and the wheel segment that shows it. */
export interface SpinOutcome {
  prize: bigint;
  segment: number;
}

/**
 * This spin's outcome, from its own confirmed app call. The global-state delta's `last_spin_result` says it, but
 * algod leaves out a key whose value did not change: when this spin won what the previous one did, the delta has no
 * `last_spin_result`, and the prize is what the spin paid by inner transfer (nothing: the special prize). A later
 * global read is never used: another player's spin may have changed it meanwhile.
 */
export function spinOutcome(record: modelsv2.PendingTransactionResponse, player: string, umqId: bigint): SpinOutcome {
  const result = decodeStateDelta(record.globalStateDelta)[STATE_KEYS.roulette.lastSpinResult];
  const prize = typeof result === 'bigint' ? result : innerPaid(record, player, umqId) / UMQ_UNIT;
  const segment = ROULETTE_SEGMENTS.indexOf(prize as (typeof ROULETTE_SEGMENTS)[number]);
  if (segment < 0) throw new Error(`spin result ${prize} is not a roulette segment`);
  return { prize, segment };
}
