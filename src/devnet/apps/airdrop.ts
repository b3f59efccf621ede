/** The welcome-gift contract: each opted-in account may claim WELCOME_GIFT UMQ once. */
import { LOCAL_SCHEMAS, METHODS, STATE_KEYS, WELCOME_GIFT } from '../../services/config/onchain';
import { dispatch, requireForeignAsset } from './groupChecks';
import type { AppCallContext, AppModel } from './types';

const { hasClaimed } = STATE_KEYS.airdrop;

function claim(ctx: AppCallContext): void {
  requireForeignAsset(ctx, ctx.ids.assets.UMQ, 'UMQ');
  ctx.assert(ctx.local.uint(hasClaimed) === 0n, 'not claimed yet');
  ctx.innerTransfer({ receiver: ctx.sender, amount: WELCOME_GIFT, assetId: ctx.ids.assets.UMQ });
  ctx.local.set(hasClaimed, 1n);
}

/** Local state: has_claimed, 0 from opt-in until the claim, then 1. */
export const airdrop: AppModel = {
  name: 'airdrop',
  globalSchema: { numUint: 0, numByteSlice: 0 },
  localSchema: LOCAL_SCHEMAS.airdrop,
  create() {},
  optIn: (ctx) => ctx.local.set(hasClaimed, 0n),
  call: (ctx) => dispatch(ctx, { [METHODS.claimAirdrop]: claim }),
};
