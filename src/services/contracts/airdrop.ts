/** The welcome-gift claim: one call; the contract pays the gift by inner transfer and records the claim in a box. */
import { giftRecordName, INNER_TRANSFERS, METHODS } from '../config/onchain';
import { appCall, sealGroup, type BuildContext, type BuiltGroup } from './group';

/** Builds the `claim_airdrop` call (foreign asset UMQ, the claim record's box, fee covering the gift's transfer). */
export function buildClaimAirdrop(ctx: BuildContext): BuiltGroup {
  const call = appCall(ctx, 'airdrop', {
    method: METHODS.claimAirdrop,
    foreignAssets: ['UMQ'],
    boxes: [giftRecordName(ctx.sender)],
    innerTransfers: INNER_TRANSFERS.claimAirdrop,
  });
  return sealGroup(ctx, [call]);
}
