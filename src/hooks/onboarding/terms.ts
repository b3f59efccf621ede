import { useCallback, useState } from 'react';

// sessionStorage: accepted once per tab, as a user expects, and nothing secret (a flag, not who accepted).
const ACCEPTED_KEY = 'moxTermsAccepted';

function readAccepted(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED_KEY) === '1';
  } catch {
    return false; // storage blocked: ask again next time, which is the safe side
  }
}

/** Whether the terms were accepted in this tab, and the action that records it (SPEC §2, terms modal). */
export function useTermsAcceptance(): { accepted: boolean; accept: () => void } {
  const [accepted, setAccepted] = useState(readAccepted);
  const accept = useCallback(() => {
    try {
      sessionStorage.setItem(ACCEPTED_KEY, '1');
    } catch {
      // Kept in memory for this visit only.
    }
    setAccepted(true);
  }, []);
  return { accepted, accept };
}
