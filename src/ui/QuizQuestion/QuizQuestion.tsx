import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Icon } from '../Icon';
import styles from './QuizQuestion.module.css';

/** A question as the quiz shows it: four options, each with an id that stays put whatever their order. */
export interface QuizQuestionData {
  id: string;
  text: string;
  options: readonly { id: string; text: string }[];
}

/** Props of {@link QuizQuestion}. */
export interface QuizQuestionProps {
  question: QuizQuestionData;
  /** 1-based position of the question in the quiz, and how many there are. */
  number: number;
  total: number;
  /** Set once answered: every option is then locked, the chosen one marked correct or incorrect. */
  lock?: { chosenId: string; answerId: string } | null;
  onAnswer: (optionId: string) => void;
}

type Mark = 'idle' | 'correct' | 'incorrect' | 'answer' | 'other';

function markOf(optionId: string, lock: QuizQuestionProps['lock']): Mark {
  if (!lock) return 'idle';
  if (optionId === lock.chosenId) return optionId === lock.answerId ? 'correct' : 'incorrect';
  return optionId === lock.answerId ? 'answer' : 'other';
}

const MARK_TEXT = { correct: 'quiz.correct', incorrect: 'quiz.incorrect', answer: 'quiz.rightAnswer' } as const;
const MARK_ICON = { correct: 'success', incorrect: 'error', answer: 'success' } as const;

const NEXT_KEYS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * One quiz question with its four options. Arrows or the keys 1–4 move between options and Enter (or a click)
 * answers; once answered the options lock and the marks say correct or incorrect in colour, icon and text,
 * announced to screen readers. Focus goes to the first option of each new question.
 */
export function QuizQuestion({ question, number, total, lock = null, onAnswer }: QuizQuestionProps) {
  const questionId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];

  useEffect(() => {
    listRef.current?.querySelector('button')?.focus();
  }, [question.id]);

  const moveFocus = (event: KeyboardEvent) => {
    const all = buttons();
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    const digit = Number(event.key);
    let target: number | null = null;
    if (Number.isInteger(digit) && digit >= 1 && digit <= all.length) target = digit - 1;
    else if (event.key in NEXT_KEYS) target = (Math.max(current, 0) + NEXT_KEYS[event.key] + all.length) % all.length;
    if (target === null) return;
    event.preventDefault();
    all[target].focus();
  };

  const answer = lock && question.options.find((option) => option.id === lock.answerId);
  const announcement = !lock
    ? ''
    : lock.chosenId === lock.answerId
      ? ledgerCopy('quiz.announceCorrect')
      : ledgerCopy('quiz.announceIncorrect', { answer: answer?.text ?? '' });

  return (
    <div className={styles.question}>
      <p className={styles.progress}>{ledgerCopy('quiz.progress', { n: number, total })}</p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ transform: `scaleX(${number / total})` }} />
      </div>
      <h2 id={questionId} className={styles.text}>
        {question.text}
      </h2>
      <div
        ref={listRef}
        role="group"
        aria-labelledby={questionId}
        aria-describedby={hintId}
        className={styles.options}
        onKeyDown={moveFocus}
      >
        {question.options.map((option, index) => {
          const mark = markOf(option.id, lock);
          return (
            <button
              key={option.id}
              type="button"
              className={styles.option}
              data-mark={mark}
              aria-disabled={lock ? true : undefined}
              onClick={() => !lock && onAnswer(option.id)}
            >
              <span className={styles.key} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{option.text}</span>
              {(mark === 'correct' || mark === 'incorrect' || mark === 'answer') && (
                <span className={styles.mark}>
                  <Icon name={MARK_ICON[mark]} />
                  {ledgerCopy(MARK_TEXT[mark])}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p id={hintId} className={styles.hint}>
        {ledgerCopy('quiz.keyboardHint')}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
