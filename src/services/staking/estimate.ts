import { stakeReward } from '../config/onchain';

/** A running stake as the contract keeps it: `monto_stake` (UMQ base units) and `inicio_stake` (unix seconds). */
export interface RunningStake {
  amount: bigint;
  start: bigint;
}

/** What the stake has earned so far: whole seconds held and the HLK base units a withdrawal would pay. */
export interface StakeEstimate {
  seconds: bigint;
  reward: bigint;
}

/**
 * The stake's time and reward at `ledgerNow` (unix seconds on the ledger's clock), with the contract's own formula.
 * A clock read a little behind the stake's block counts as 0 seconds, never as a negative reward.
 */
export function estimateStake({ amount, start }: RunningStake, ledgerNow: bigint): StakeEstimate {
  const seconds = ledgerNow > start ? ledgerNow - start : 0n;
  return { seconds, reward: stakeReward(amount, seconds) };
}
