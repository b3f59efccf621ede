import { useCallback, useRef, useState } from 'react';
import { pickVerificationIndexes, verificationMatches } from '../../services/account';
import { useWordsUnlock } from './useWordsUnlock';

/** Where the drill is: closed, asking the password (or passkey), asking three words, or passed. */
export type DrillStage = 'closed' | 'ask' | 'quiz' | 'passed';

/**
 * '¿Aún tienes tus 25 palabras?': after the password (or passkey) the words are decrypted into a ref (never shown),
 * and three random positions are asked and checked as the registration checks them (same picker, same match: case
 * and edge spaces ignored). The words go when the drill ends or closes.
 */
export function useBackupDrill() {
  const [stage, setStage] = useState<DrillStage>('closed');
  const [positions, setPositions] = useState<readonly number[]>([]);
  const [answers, setAnswers] = useState<string[]>([]);
  const [wrong, setWrong] = useState(false);
  const wordsRef = useRef<readonly string[] | null>(null);
  const unlock = useWordsUnlock(
    useCallback((words: readonly string[]) => {
      wordsRef.current = words;
      setPositions(pickVerificationIndexes());
      setAnswers(['', '', '']);
      setWrong(false);
      setStage('quiz');
    }, []),
  );
  const { reset } = unlock;

  const check = useCallback(() => {
    const words = wordsRef.current;
    if (!words) return;
    if (!verificationMatches(words, positions, answers)) return setWrong(true);
    wordsRef.current = null;
    setStage('passed');
  }, [positions, answers]);

  return {
    stage,
    /** The asked positions, 0-based (the quiz shows `index + 1`). */
    positions,
    answers,
    wrong,
    unlock,
    change: useCallback((index: number, value: string) => {
      setAnswers((current) => current.map((old, i) => (i === index ? value : old)));
      setWrong(false);
    }, []),
    check,
    open: useCallback(() => {
      reset();
      setStage('ask');
    }, [reset]),
    close: useCallback(() => {
      wordsRef.current = null;
      setAnswers([]);
      setStage('closed');
    }, []),
  };
}
