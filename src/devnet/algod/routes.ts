/** algod's routes over the ledger (API.md §2), on `base`; its 404 for other paths is added by createHandlers. */
import type { HttpHandler } from 'msw';
import type { Ledger } from '../engine/ledger';
import type { Faults } from '../faults';
import { getRoute } from '../routeKit';
import { accountRoutes } from './accountRoutes';
import { appRoutes } from './appRoutes';
import { nodeRoutes } from './nodeRoutes';
import { transactionRoutes } from './transactionRoutes';

/** Every algod route; wait-for-block-after answers anyway after `blockWaitMs` without a new round. */
export function algodRoutes(ledger: Ledger, base: string, faults: Faults, blockWaitMs: number): HttpHandler[] {
  const get = getRoute(base, faults);
  return [
    ...nodeRoutes(ledger, get, blockWaitMs),
    ...accountRoutes(ledger, get),
    ...appRoutes(ledger, get),
    ...transactionRoutes(ledger, base, faults, get),
  ];
}
