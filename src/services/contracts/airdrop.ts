/** The welcome-gift claim: one call; the contract pays the gift by inner transfer. */
import { INNER_TRANSFERS, METHODS } from '../config/onchain';
import { appCall, sealGroup, type BuildContext, type BuiltGroup } from './group';

/** Builds the `claim_airdrop` call (foreign asset UMQ, fee covering the gift's inner transfer). */
export function buildClaimAirdrop(ctx: BuildContext): BuiltGroup {
  const call = appCall(ctx, 'airdrop', {
    method: METHODS.claimAirdrop,
    foreignAssets: ['UMQ'],
    innerTransfers: INNER_TRANSFERS.claimAirdrop,
  });
  return sealGroup(ctx, [call]);
}
