import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { PaidActionController } from '../hooks/paidAction';

/**
 * What the screens that read the ledger share for the app's life: the query cache and the paid-action host (which
 * keeps watching a pending action when its screen is left). The App holds them, given (a story, a test) or made by
 * ./LedgerBoundary when the first ledger screen loads: their code is not in the landing's first load (ADR 0003).
 */
export interface LedgerDeps {
  queryClient?: QueryClient;
  paidActions?: PaidActionController;
}

/** The App's {@link LedgerDeps}: one object for the App's life, filled in once by the first ledger screen. */
export const LedgerDepsContext = createContext<LedgerDeps>({});
