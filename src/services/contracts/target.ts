/** The target-game result: Mox fee and entry to the app, then `submit_result` + score; the reward is an inner transfer. */
import { INNER_TRANSFERS, METHODS } from '../config/onchain';
import { appCall, gameGroup, type BuildContext, type BuiltGroup } from './group';

/** Builds a target submission (foreign asset UMQ for the reward, fee covering its inner transfer). */
export function buildTargetSubmit(ctx: BuildContext, result: { score: bigint }): BuiltGroup {
  const call = appCall(ctx, 'target', {
    method: METHODS.submitResult,
    args: [result.score],
    foreignAssets: ['UMQ'],
    innerTransfers: INNER_TRANSFERS.targetSubmit,
  });
  return gameGroup(ctx, 'target', call);
}
