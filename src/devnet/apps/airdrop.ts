/**
 * The welcome-gift contract: each address may claim WELCOME_GIFT UMQ once, forever. The claim is recorded in a box
 * named by the claimer's public key (giftRecordName), so leaving the app (close-out, clear-state) and opting in again
 * finds the record and is refused; the box's minimum balance is paid from the app account's ALGO.
 */
import { encodeUint64 } from 'algosdk';
import { giftRecordName, LOCAL_SCHEMAS, METHODS, STATE_KEYS, WELCOME_GIFT } from '../../services/config/onchain';
import { dispatch, requireForeignAsset } from './groupChecks';
import { withAdmin } from './admin';
import type { AppCallContext, AppModel } from './types';

const { hasClaimed } = STATE_KEYS.airdrop;

function claim(ctx: AppCallContext): void {
  requireForeignAsset(ctx, ctx.ids.assets.UMQ, 'UMQ');
  ctx.assert(ctx.local.uint(hasClaimed) === 0n, 'not claimed yet');
  const record = giftRecordName(ctx.sender);
  ctx.assert(ctx.boxes.get(record) === undefined, 'never claimed by this address');
  ctx.innerTransfer({ receiver: ctx.sender, amount: WELCOME_GIFT, assetId: ctx.ids.assets.UMQ });
  ctx.local.set(hasClaimed, 1n);
  ctx.boxes.put(record, encodeUint64(ctx.round));
}

/** Local state: has_claimed, 0 from opt-in until the claim, then 1. Boxes: one claim record per address. */
export const airdrop: AppModel = withAdmin({
  name: 'airdrop',
  globalSchema: { numUint: 0, numByteSlice: 0 },
  localSchema: LOCAL_SCHEMAS.airdrop,
  create() {},
  optIn: (ctx) => ctx.local.set(hasClaimed, 0n),
  call: (ctx) => dispatch(ctx, { [METHODS.claimAirdrop]: claim }),
});
