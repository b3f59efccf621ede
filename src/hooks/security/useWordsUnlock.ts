import { useCallback, useState } from 'react';
import { useWallet } from '../session';
import { wordsWithPasskey, wordsWithPassword, type OwnWords, type UnlockProblem } from './ownWords';

/**
 * The step that asks who is there before the words are decrypted: the password, or the passkey. `onWords` gets the
 * words once; a failure is a Spanish message and changes nothing.
 */
export function useWordsUnlock(onWords: (words: readonly string[]) => void) {
  const { username } = useWallet();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UnlockProblem | null>(null);

  const run = useCallback(
    async (opening: (user: string) => Promise<OwnWords>) => {
      if (username === null || busy) return;
      setBusy(true);
      setProblem(null);
      const result = await opening(username);
      setBusy(false);
      if ('message' in result) setProblem(result);
      else onWords(result);
    },
    [username, busy, onWords],
  );

  return {
    busy,
    problem,
    withPassword: useCallback((password: string) => run((user) => wordsWithPassword(user, password)), [run]),
    withPasskey: useCallback(() => run(wordsWithPasskey), [run]),
    reset: useCallback(() => setProblem(null), []),
  };
}
