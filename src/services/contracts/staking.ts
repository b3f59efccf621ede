/**
 * Staking: deposit UMQ with `do_stake`; withdraw with the Mox fee and `withdraw_stake`, which returns it plus HLK;
 * `claim_stake_reward` pays a reward the HLK pool could not pay at the withdrawal (decision 0031).
 */
import { INNER_TRANSFERS, METHODS, MOX_FEE } from '../config/onchain';
import { appCall, feeReceiver, sealGroup, tokenTransfer, type BuildContext, type BuiltGroup } from './group';

/** Builds a stake of `amount` UMQ base units (the contract wants at least MIN_STAKE and no running stake). */
export function buildStake(ctx: BuildContext, stake: { amount: bigint }): BuiltGroup {
  const receiver = feeReceiver(ctx.ids, 'staking');
  const deposit = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: stake.amount });
  const call = appCall(ctx, 'staking', { method: METHODS.doStake, innerTransfers: INNER_TRANSFERS.doStake });
  return sealGroup(ctx, [deposit, call]);
}

/** Builds a withdrawal of the running stake (foreign assets UMQ and HLK; needs the HLK opt-in). */
export function buildWithdraw(ctx: BuildContext): BuiltGroup {
  const receiver = feeReceiver(ctx.ids, 'staking');
  const fee = tokenTransfer(ctx, { asset: 'UMQ', receiver, amount: MOX_FEE });
  const call = appCall(ctx, 'staking', {
    method: METHODS.withdrawStake,
    foreignAssets: ['UMQ', 'HLK'],
    innerTransfers: INNER_TRANSFERS.withdrawStake,
  });
  return sealGroup(ctx, [fee, call]);
}

/** Builds the claim of a recorded, unpaid HLK reward: one call (foreign asset HLK, fee covering the transfer). */
export function buildClaimStakeReward(ctx: BuildContext): BuiltGroup {
  const call = appCall(ctx, 'staking', {
    method: METHODS.claimStakeReward,
    foreignAssets: ['HLK'],
    innerTransfers: INNER_TRANSFERS.claimStakeReward,
  });
  return sealGroup(ctx, [call]);
}
