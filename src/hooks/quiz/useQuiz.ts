import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { formatQuizTime } from '../../services/quiz';
import { formatAsset } from '../account';
import { useGate } from '../apps';
import { usePaidAction } from '../paidAction';
import { useMoxRules } from '../rules';
import { useQuizSeed } from './QuizSeed';
import { quizSubmitRequest } from './submitRequest';
import { useQuizGame } from './useQuizGame';
import { useQuizRanking } from './useQuizRanking';

/** What /quizz shows: the intro (prizes, gate or start, ranking), a question, or the end with the result. */
export type QuizStage = 'intro' | 'question' | 'end';

/** The opt-ins the quiz needs, in order: the UMQ it is paid in, then the app ('Activar Quiz'). */
const NEEDS = [{ token: 'UMQ' }, { app: 'quiz' }] as const;

/**
 * The whole /quizz flow for a signed-in `address` (SPEC §4 Quiz): the gate, a game of ten questions, the result
 * sent through the paid path, and the ranking: the contract's top 10, read again on each new block, and the
 * player's own row.
 */
export function useQuiz(address: string) {
  const gate = useGate(address, NEEDS);
  const game = useQuizGame(useQuizSeed());
  const paid = usePaidAction();
  const rules = useMoxRules();
  const [playing, setPlaying] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const ranking = useQuizRanking(address);

  const stage: QuizStage = !playing ? 'intro' : game.finished ? 'end' : 'question';

  const start = () => {
    game.restart();
    setSubmitError(undefined);
    setPlaying(true);
  };

  const submit = () => {
    setSubmitError(undefined);
    paid.start(
      quizSubmitRequest(
        address,
        { score: BigInt(game.score), time: game.time },
        {
          onSent: () => setPlaying(false),
          onFailed: () => setSubmitError(ledgerCopy('errors.submitResult')),
        },
      ),
    );
  };

  return {
    stage,
    gate,
    ranking,
    /** What sending a result costs: the Mox fee and the entry ('15 UMQ', '100 UMQ'). */
    cost: ledgerCopy('quiz.cost', {
      fee: formatAsset(rules.moxFee, 'UMQ'),
      entry: formatAsset(rules.gameEntry, 'UMQ'),
    }),
    start,
    question: {
      question: game.question,
      number: game.number,
      total: game.total,
      lock: game.lock,
      onAnswer: game.answer,
    },
    result: {
      score: game.score,
      total: game.total,
      time: formatQuizTime(game.time),
      submitting: paid.running?.action === 'quizSubmit',
      // Another action holds the page, or this result was sent with its outcome still unknown: never a second group.
      disabled: (paid.busy && paid.running?.action !== 'quizSubmit') || paid.awaitingConfirmation('quizSubmit'),
      error: submitError,
      onSubmit: submit,
    },
    /** Leaves the end screen without sending. */
    backToIntro: () => setPlaying(false),
  };
}
