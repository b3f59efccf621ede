import { useCallback, useEffect, useRef, useState } from 'react';
import { answerTimer, createQuizSession, isCorrect, type AnswerTimer, type QuizQuestion } from '../../services/quiz';
import { usePace } from '../pace';

/** Where a quiz game stands. */
interface GameState {
  questions: QuizQuestion[];
  index: number;
  chosenId: string | null;
  score: number;
  finished: boolean;
}

const freshGame = (seed?: number): GameState => ({
  questions: createQuizSession(seed),
  index: 0,
  chosenId: null,
  score: 0,
  finished: false,
});

/**
 * One quiz game (SPEC §4): the session's shuffled questions one at a time; an answer locks the question and marks
 * it, the next loads 1 s later (the pace in force: a story's is shorter); after the last the game is finished with its score and its time, from the first
 * answer to the last in centiseconds of `performance.now()`. A fixed `seed` fixes the order (stories, tests).
 */
export function useQuizGame(seed?: number) {
  const [game, setGame] = useState(() => freshGame(seed));
  const { nextQuestionMs } = usePace();
  const timer = useRef<AnswerTimer>(answerTimer());
  const [time, setTime] = useState(0n);
  // A second answer before React re-renders (a double click) must not count: the lock is also kept here.
  const locked = useRef(false);
  const next = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(next.current), []);

  const question = game.questions[game.index];

  const answer = useCallback(
    (optionId: string) => {
      if (locked.current || game.finished) return;
      locked.current = true;
      timer.current.mark();
      const last = game.index === game.questions.length - 1;
      if (last) setTime(timer.current.elapsed());
      const point = isCorrect(game.questions[game.index], optionId) ? 1 : 0;
      setGame((current) => ({ ...current, chosenId: optionId, score: current.score + point }));
      next.current = setTimeout(() => {
        locked.current = false;
        setGame((current) =>
          last ? { ...current, finished: true } : { ...current, index: current.index + 1, chosenId: null },
        );
      }, nextQuestionMs);
    },
    [game.finished, game.index, game.questions, nextQuestionMs],
  );

  /** A new game: a new order, or the same one again under a fixed `seed` (a story replays its order). */
  const restart = useCallback(() => {
    clearTimeout(next.current);
    locked.current = false;
    timer.current = answerTimer();
    setTime(0n);
    setGame(freshGame(seed));
  }, [seed]);

  return {
    question,
    /** 1-based number of the current question, and how many there are. */
    number: game.index + 1,
    total: game.questions.length,
    lock: game.chosenId === null ? null : { chosenId: game.chosenId, answerId: question.answerId },
    answer,
    score: game.score,
    /** The quiz time in centiseconds, set at the last answer. */
    time,
    finished: game.finished,
    restart,
  };
}
