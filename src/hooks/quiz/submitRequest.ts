import { ledgerCopy } from '../../i18n/features';
import { buildQuizSubmit } from '../../services/contracts';
import { appQueries } from '../apps';
import type { PaidActionRequest } from '../paidAction';

/** A finished quiz's result: score (of 10) and time in centiseconds. */
export interface QuizOutcome {
  score: bigint;
  time: bigint;
}

/**
 * 'Enviar resultado' (SPEC §7): 15 + 100 UMQ to the app and `submit_result` + score + time, through the paid path.
 * Once confirmed, the ranking's top and the player's own result are read again from algod (which holds them as soon
 * as the block is made) and `onSent` is called; a failure toasts 'Error al enviar resultado'.
 */
export function quizSubmitRequest(
  address: string,
  outcome: QuizOutcome,
  { onSent, onFailed }: { onSent: () => void; onFailed: () => void },
): PaidActionRequest {
  return {
    action: 'quizSubmit',
    title: ledgerCopy('quiz.submitTitle'),
    success: ledgerCopy('quiz.sent'),
    build: (ctx) => buildQuizSubmit(ctx, outcome),
    invalidates: [appQueries.global('quiz'), appQueries.local('quiz', address)],
    onSent: () => onSent(),
    onFailed,
  };
}
