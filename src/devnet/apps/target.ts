/** The target-shooting contract: a paid submission records the score and pays its reward. */
import {
  LOCAL_SCHEMAS,
  METHODS,
  STATE_KEYS,
  TARGET_MAX_SCORE,
  TARGET_REWARD_PER_POINT,
  UMQ_UNIT,
} from '../../services/config/onchain';
import { dispatch, requireForeignAsset, requireGameEntry, uintArg } from './groupChecks';
import { withAdmin } from './admin';
import type { AppCallContext, AppModel } from './types';

const { score: scoreKey } = STATE_KEYS.target;

function submit(ctx: AppCallContext): void {
  const score = uintArg(ctx, 1);
  requireForeignAsset(ctx, ctx.ids.assets.UMQ, 'UMQ');
  requireGameEntry(ctx, ctx.appAddress);
  ctx.assert(score <= TARGET_MAX_SCORE, 'score within bounds');
  // A game without points records the 0 and pays nothing (its reserved inner fee is simply unused).
  const reward = score * TARGET_REWARD_PER_POINT * UMQ_UNIT;
  if (reward > 0n) ctx.innerTransfer({ receiver: ctx.sender, amount: reward, assetId: ctx.ids.assets.UMQ });
  ctx.local.set(scoreKey, score);
}

/** Local state: ultimo_puntaje, the last score submitted (0 from opt-in). */
export const target: AppModel = withAdmin({
  name: 'target',
  globalSchema: { numUint: 0, numByteSlice: 0 },
  localSchema: LOCAL_SCHEMAS.target,
  create() {},
  optIn: (ctx) => ctx.local.set(scoreKey, 0n),
  call: (ctx) => dispatch(ctx, { [METHODS.submitResult]: submit }),
});
