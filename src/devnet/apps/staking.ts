/**
 * The staking contract: one UMQ stake per account, returned on withdrawal together with an HLK reward
 * for the seconds it was held (stakeReward in onchain.ts).
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
  // Sent even when it rounds to 0, so withdrawing always needs the HLK opt-in, as the screen says.
  ctx.innerTransfer({ receiver: ctx.sender, amount: stakeReward(amount, ctx.timestamp - start), assetId: HLK });
  ctx.local.set(KEYS.amount, 0n);
  ctx.local.set(KEYS.start, 0n);
  countPrincipal(ctx, -amount);
}

/**
 * Local state: monto_stake (UMQ base units) and inicio_stake (unix seconds), both 0 while no stake runs. Global
 * state: total_staked, the sum of every running monto_stake, which the admin's withdrawal cannot take; the HLK pool
 * backs rewards and is never withdrawn. A pause never stops a withdrawal of one's own stake.
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
    },
    call: (ctx) => dispatch(ctx, { [METHODS.doStake]: stake, [METHODS.withdrawStake]: withdraw }),
    // Leaving with a stake running would strand its principal (and the record of it) forever.
    closeOut: (ctx) => ctx.assert(ctx.local.uint(KEYS.amount) === 0n, 'no stake running at close-out'),
  },
  { owedUmq: (ctx) => ctx.global.uint(totalStaked), runsWhilePaused: [METHODS.withdrawStake], holdsHlk: true },
);
