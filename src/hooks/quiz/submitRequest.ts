import { t } from '../../i18n/features';
import { buildQuizSubmit } from '../../services/contracts';
import { decodeStateDelta, type Confirmed } from '../../services/ledger';
import { freshResult, type FreshResult } from '../../services/quiz';
import { appQueries } from '../apps';
import type { PaidActionRequest } from '../paidAction';

/** A finished quiz's result: score (of 10) and time in centiseconds. */
export interface QuizOutcome {
  score: bigint;
  time: bigint;
}

/** The player's fresh result, read from the confirmed submit's local-state delta for their account. */
export function freshFromConfirmed(address: string, submitted: QuizOutcome, confirmed: Confirmed): FreshResult {
  const own = confirmed.record.localStateDelta?.find((change) => change.address === address);
  return freshResult(address, decodeStateDelta(own?.delta), submitted, confirmed.confirmedRound);
}

/**
 * 'Enviar resultado' (SPEC §7): 15 + 100 UMQ to the app and `submit_result` + score + time, through the paid path.
 * Once confirmed, `onSent` gets the fresh result for the ranking; a failure toasts 'Error al enviar resultado'.
 */
export function quizSubmitRequest(
  address: string,
  outcome: QuizOutcome,
  { onSent, onFailed }: { onSent: (fresh: FreshResult) => void; onFailed: () => void },
): PaidActionRequest {
  return {
    action: 'quizSubmit',
    title: t('quiz.submitTitle'),
    success: t('quiz.sent'),
    build: (ctx) => buildQuizSubmit(ctx, outcome),
    invalidates: [appQueries.accounts('quiz'), appQueries.local('quiz', address)],
    onSent: (confirmed) => onSent(freshFromConfirmed(address, outcome, confirmed)),
    onFailed,
  };
}
