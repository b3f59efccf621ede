import { useEffect, useRef } from 'react';
import { useToasts } from '../toasts';

/**
 * Shows `message` as an error toast when `failing` turns true, once per failure streak: a poll that keeps failing
 * does not repeat it every 5 s, and a new failure after a recovery shows it again.
 */
export function useFailureToast(failing: boolean, message: string): void {
  const { show } = useToasts();
  // A ref, not state: it must survive StrictMode's rehearsal remount, or a mount in the failed state toasts twice.
  const reported = useRef(false);
  useEffect(() => {
    if (!failing) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    show({ tone: 'error', message });
  }, [failing, message, show]);
}
