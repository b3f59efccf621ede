/**
 * The staking contract: one UMQ stake per account, always returned on withdrawal, with an HLK reward for the seconds
 * it was held (stakeReward in onchain.ts). A reward the HLK pool cannot pay is recorded in `hlk_pendiente` and paid
 * by `claim_stake_reward` once the pool can (decision 0031).
 */
import {
  LOCAL_SCHEMAS,
  METHODS,
  MIN_STAKE,
  MOX_FEE,
  STAKING_GLOBAL_KEYS,
  STATE_KEYS,
  stakeReward,
} from '../../services/config/onchain';
import { withAdmin } from './admin';
import { dispatch, requireForeignAsset, umqTransferBefore } from './groupChecks';
import type { AppCallContext, AppModel } from './types';

const KEYS = STATE_KEYS.staking;
const { totalStaked } = STAKING_GLOBAL_KEYS;

/** Moves the app's total of running principal by `change` (the UMQ the admin's withdrawal must leave). */
function countPrincipal(ctx: AppCallContext, change: bigint): void {
  ctx.global.set(totalStaked, ctx.global.uint(totalStaked) + change);
}

function stake(ctx: AppCallContext): void {
  const { amount } = umqTransferBefore(ctx, 1, ctx.appAddress, 'stake');
  ctx.assert(amount >= MIN_STAKE, 'stake at least the minimum');
  ctx.assert(ctx.local.uint(KEYS.amount) === 0n, 'no stake running');
  ctx.local.set(KEYS.amount, amount);
  ctx.local.set(KEYS.start, ctx.timestamp);
  countPrincipal(ctx, amount);
}

/** The principal always comes back; the reward is paid if the pool holds it, else recorded as owed. */
function withdraw(ctx: AppCallContext): void {
  const { UMQ, HLK } = ctx.ids.assets;
  ctx.assert(umqTransferBefore(ctx, 1, ctx.appAddress, 'fee').amount === MOX_FEE, 'fee amount');
  requireForeignAsset(ctx, UMQ, 'UMQ');
  requireForeignAsset(ctx, HLK, 'HLK');
  const amount = ctx.local.uint(KEYS.amount);
  const start = ctx.local.uint(KEYS.start);
  ctx.assert(amount > 0n, 'stake running');
  ctx.assert(ctx.timestamp >= start, 'clock after start');
  ctx.innerTransfer({ receiver: ctx.sender, amount, assetId: UMQ });
  const reward = stakeReward(amount, ctx.timestamp - start);
  // Sent even when it rounds to 0, so withdrawing needs the HLK opt-in, as the screen says.
  if (ctx.appBalance(HLK) >= reward) ctx.innerTransfer({ receiver: ctx.sender, amount: reward, assetId: HLK });
  else ctx.local.set(KEYS.owed, ctx.local.uint(KEYS.owed) + reward);
  ctx.local.set(KEYS.amount, 0n);
  ctx.local.set(KEYS.start, 0n);
  countPrincipal(ctx, -amount);
}

/** Pays the whole recorded reward once the pool holds it; nothing is paid twice (the record is zeroed). */
function claimOwed(ctx: AppCallContext): void {
  const { HLK } = ctx.ids.assets;
  requireForeignAsset(ctx, HLK, 'HLK');
  const owed = ctx.local.uint(KEYS.owed);
  ctx.assert(owed > 0n, 'reward owed');
  ctx.assert(ctx.appBalance(HLK) >= owed, 'pool covers the reward');
  ctx.innerTransfer({ receiver: ctx.sender, amount: owed, assetId: HLK });
  ctx.local.set(KEYS.owed, 0n);
}

/**
 * Local state: monto_stake (UMQ base units) and inicio_stake (unix seconds), both 0 while no stake runs, and
 * hlk_pendiente (HLK base units owed). Global state: total_staked, the sum of every running monto_stake, which the
 * admin's withdrawal cannot take; the HLK pool backs rewards and is never withdrawn. A pause never stops a player
 * taking back their own stake or owed reward.
 */
export const staking: AppModel = withAdmin(
  {
    name: 'staking',
    globalSchema: { numUint: 1, numByteSlice: 0 },
    localSchema: LOCAL_SCHEMAS.staking,
    create: ({ global }) => global.set(totalStaked, 0n),
    optIn(ctx) {
      ctx.local.set(KEYS.amount, 0n);
      ctx.local.set(KEYS.start, 0n);
      ctx.local.set(KEYS.owed, 0n);
    },
    call: (ctx) =>
      dispatch(ctx, {
        [METHODS.doStake]: stake,
        [METHODS.withdrawStake]: withdraw,
        [METHODS.claimStakeReward]: claimOwed,
      }),
    // Leaving with a stake running or a reward owed would lose either (and the record of it) forever.
    closeOut(ctx: AppCallContext) {
      ctx.assert(ctx.local.uint(KEYS.amount) === 0n, 'no stake running at close-out');
      ctx.assert(ctx.local.uint(KEYS.owed) === 0n, 'reward paid before close-out');
    },
  },
  {
    owedUmq: (ctx) => ctx.global.uint(totalStaked),
    runsWhilePaused: [METHODS.withdrawStake, METHODS.claimStakeReward],
    holdsHlk: true,
  },
);
