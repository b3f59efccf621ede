import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { PaidActionController, PaidActionProvider } from '../paidAction';
import { createQueryClient } from '../queryClient';
import { useReadFailureToasts } from '../readFailures';

/** How the ledger providers of a story or test differ from the app's. */
export interface LedgerOptions {
  /** Retries of a failed read: the app's 2 by default; stories and tests pass `false` so a failure shows at once. */
  retry?: number | false;
  /**
   * Whether an action still pending goes on being watched once these providers unmount. The app's do (the user
   * left the ledger pages, the page is still open and its toast will say how the action ended); a story's or test's
   * do not, so an old watch cannot re-send its bytes into the next one's fresh ledger.
   */
  keepWatching?: boolean;
}

/** The options of every story and hook test: failures at once, nothing watched beyond the story or test. */
export const TEST_LEDGER: LedgerOptions = { retry: false, keepWatching: false };

/** Raises the query cache's read-failure toasts ('Error al consultar balances', …) on the page's toasts. */
function ReadFailureToasts() {
  useReadFailureToasts();
  return null;
}

/**
 * What every hook that reads or pays through the ledger stands on, made once when these providers mount and kept
 * while they stay: the query client (with its read failures' toasts) and the paid-action host (DESIGN.md §3). The
 * app's ledger layout, the stories (through it) and the hook tests all use this one, inside the toasts and the
 * wallet session, so a hook meets the same providers in the same order everywhere.
 */
export function LedgerProviders({ children, retry, keepWatching = true }: LedgerOptions & { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry }));
  const [controller] = useState(() => new PaidActionController());
  useEffect(() => (keepWatching ? undefined : controller.stopWatching), [controller, keepWatching]);
  return (
    <QueryClientProvider client={client}>
      <ReadFailureToasts />
      <PaidActionProvider controller={controller}>{children}</PaidActionProvider>
    </QueryClientProvider>
  );
}
