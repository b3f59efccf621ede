import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LedgerAction } from '../../services/ledger';
import { accountQueries } from '../account/queries';
import { historyQueries } from '../history/queries';
import { useWallet } from '../session';
import { useToasts } from '../toasts';
import type { PaidActionRequest } from './types';
import { usePaidActionController } from './usePaidActionController';

/**
 * How a screen's hook asks for a paid action (DESIGN.md §3). The page's one host (PaidActionProvider, with
 * the modal rendered once in src/app) runs it: confirmation → sign → send → outcome → toast with the txId →
 * balances, history and the request's queries refreshed. Nothing to render here.
 */
export function usePaidAction() {
  const { address, sign } = useWallet();
  const { show } = useToasts();
  const queryClient = useQueryClient();
  const { controller, snapshot } = usePaidActionController();

  const refresh = useCallback(
    (keys: readonly QueryKey[]) =>
      Promise.all(
        [accountQueries.all(), historyQueries.all(), ...keys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ).then(() => undefined),
    [queryClient],
  );
  const start = useCallback(
    (request: PaidActionRequest) => void controller.start(request, { address, sign, show, refresh }),
    [controller, address, sign, show, refresh],
  );

  const { stage, watched } = snapshot;
  return {
    start,
    /**
     * The request holding the page, from the first click (its precheck included) until it settles or its pending
     * view is closed: its `action` and `subject` tell a screen which of its buttons runs.
     */
    running: stage.kind === 'idle' ? null : stage.request,
    /** True while some action holds the page: every paid button waits. */
    busy: stage.kind !== 'idle',
    /**
     * True while an action of this kind is sent and its outcome is not known yet (watched until it is in a block or
     * can no longer land). Not TanStack's `isPending`: nothing is loading, the ledger has not answered.
     */
    awaitingConfirmation: (action: LedgerAction) => watched.has(action),
  };
}
