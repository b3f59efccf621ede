import { useCallback, useEffect, useState } from 'react';
import { useWordsUnlock } from './useWordsUnlock';

/** How long the words stay on screen before they hide themselves. */
export const REVEAL_SECONDS = 60;

/**
 * Where 'Ver mis 25 palabras' is: closed; asking the password (or passkey); decrypted but behind the warning; shown;
 * or hidden again by the timer or a hidden tab (the words dropped: seeing them again asks again).
 */
export type RevealStage = 'closed' | 'ask' | 'warning' | 'shown' | 'hidden';

/**
 * 'Ver mis 25 palabras': the words are decrypted from the vault record after the password (or passkey), held here
 * but handed to the screen only once the user chooses to reveal them (so they are in the page only while shown), and
 * dropped when the dialog closes, after REVEAL_SECONDS, or as soon as the tab is hidden. JavaScript strings cannot be
 * zeroed; dropping every reference is what can be done.
 */
export function useRevealWords() {
  const [stage, setStage] = useState<RevealStage>('closed');
  const [held, setHeld] = useState<readonly string[] | null>(null);
  const unlock = useWordsUnlock(
    useCallback((words: readonly string[]) => {
      setHeld(words);
      setStage('warning');
    }, []),
  );
  const { reset } = unlock;

  const drop = useCallback((next: RevealStage) => {
    setHeld(null);
    setStage(next);
  }, []);

  // Decrypted words do not wait around: hidden with the tab (before it is even looked at), or after the timer.
  const holding = stage === 'warning' || stage === 'shown';
  useEffect(() => {
    if (!holding) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') drop('hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = stage === 'shown' ? setTimeout(() => drop('hidden'), REVEAL_SECONDS * 1000) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
    };
  }, [holding, stage, drop]);

  return {
    stage,
    /** The 25 words, only while shown. */
    words: stage === 'shown' ? held : null,
    unlock,
    open: useCallback(() => {
      reset();
      setStage('ask');
    }, [reset]),
    reveal: useCallback(() => setStage((current) => (current === 'warning' ? 'shown' : current)), []),
    /** Back to asking the password after the words hid themselves. */
    again: useCallback(() => setStage('ask'), []),
    close: useCallback(() => drop('closed'), [drop]),
  };
}
