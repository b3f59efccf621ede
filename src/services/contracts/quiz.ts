/** The quiz result: Mox fee and entry to the app, then `submit_result` + score + time. */
import { INNER_TRANSFERS, METHODS } from '../config/onchain';
import { appCall, gameGroup, type BuildContext, type BuiltGroup } from './group';

/** Builds a quiz submission; `time` is in centiseconds, measured from the first answer to the last. */
export function buildQuizSubmit(ctx: BuildContext, result: { score: bigint; time: bigint }): BuiltGroup {
  const call = appCall(ctx, 'quiz', {
    method: METHODS.submitResult,
    args: [result.score, result.time],
    innerTransfers: INNER_TRANSFERS.quizSubmit,
  });
  return gameGroup(ctx, 'quiz', call);
}
