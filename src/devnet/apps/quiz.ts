/** The quiz contract: a paid submission records the player's last score and time for the ranking. */
import { QUIZ_TOP_SIZE } from '../../services/config/quizTop';
import {
  LOCAL_SCHEMAS,
  METHODS,
  QUIZ_MAX_SCORE,
  QUIZ_MIN_TIME,
  QUIZ_NO_TIME,
  STATE_KEYS,
} from '../../services/config/onchain';
import { dispatch, requireGameEntry, uintArg } from './groupChecks';
import { recordQuizTop } from './quizTop';
import { withAdmin } from './admin';
import type { AppCallContext, AppModel } from './types';

const KEYS = STATE_KEYS.quiz;

function submit(ctx: AppCallContext): void {
  const score = uintArg(ctx, 1);
  const time = uintArg(ctx, 2);
  requireGameEntry(ctx, ctx.appAddress);
  ctx.assert(score <= QUIZ_MAX_SCORE, 'score within the questions');
  ctx.assert(time >= QUIZ_MIN_TIME, 'time a real game can take');
  ctx.local.set(KEYS.score, score);
  ctx.local.set(KEYS.time, time);
  recordQuizTop(ctx.global, ctx.sender, score, time);
}

/**
 * Local state: ultimo_puntaje and ultimo_tiempo (centiseconds), 0 and QUIZ_NO_TIME until a first result. Global
 * state: the top 10 (`top0`…`top9`, ./quizTop).
 */
export const quiz: AppModel = withAdmin({
  name: 'quiz',
  globalSchema: { numUint: 0, numByteSlice: QUIZ_TOP_SIZE },
  localSchema: LOCAL_SCHEMAS.quiz,
  create() {},
  optIn(ctx) {
    ctx.local.set(KEYS.score, 0n);
    ctx.local.set(KEYS.time, QUIZ_NO_TIME);
  },
  call: (ctx) => dispatch(ctx, { [METHODS.submitResult]: submit }),
});
