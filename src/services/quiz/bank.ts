/** The ten fixed questions of the weekly quiz (SPEC §3): agriculture and finance, copy in src/i18n/es/quiz.ts. */
import { COPY_FIGURES, type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';

/** One of a question's four options; `id` stays the same whatever order the options are shown in. */
export interface QuizOption {
  id: string;
  text: string;
}

/** A question as the quiz shows it: the answer is an option's id, so a shuffle cannot move it. */
export interface QuizQuestion {
  id: string;
  text: string;
  options: readonly QuizOption[];
  answerId: string;
}

type QuestionNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;

/** Which option (0–3, in catalogue order) is right, per question: the spec's "answer index". */
const ANSWER_INDEX: Record<QuestionNumber, number> = { 1: 1, 2: 2, 3: 0, 4: 3, 5: 0, 6: 1, 7: 2, 8: 1, 9: 0, 10: 3 };

function question(n: QuestionNumber): QuizQuestion {
  const id = `q${n}`;
  const options = OPTION_LETTERS.map((letter) => ({
    id: `${id}${letter}`,
    text: ledgerCopy(`quiz.${id}${letter}` as CopyKey, COPY_FIGURES),
  }));
  return {
    id,
    text: ledgerCopy(`quiz.${id}` as CopyKey, COPY_FIGURES),
    options,
    answerId: options[ANSWER_INDEX[n]].id,
  };
}

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The bank in catalogue order. Its copy is read when asked for, not when this module loads: the quiz's copy reaches
 * `t` with the app screens, which may be after this module is imported.
 */
export const questionBank = (): readonly QuizQuestion[] => NUMBERS.map(question);

/** Whether the chosen option is the question's answer, by identity: its position on screen does not matter. */
export function isCorrect(question: QuizQuestion, optionId: string): boolean {
  return optionId === question.answerId;
}
