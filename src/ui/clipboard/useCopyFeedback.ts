import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and reports `copied` for `resetMs` (forever when omitted), so a control can say
 * "Copiado" and then go back. A refused clipboard (permissions, insecure context) leaves `copied` false.
 */
export function useCopyFeedback(resetMs?: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      if (resetMs !== undefined) timer.current = setTimeout(() => setCopied(false), resetMs);
    },
    [resetMs],
  );

  return { copied, copy };
}
