/**
 * algod's node routes (API.md §2; go-algorand's common and v2 handlers): status and its long-poll, suggested
 * params, blocks, and the node's health, versions and genesis.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { notFound } from '../engine/errors';
import type { Ledger } from '../engine/ledger';
import { uintParam } from '../params';
import { json } from '../respond';
import type { GetRoute } from '../routeKit';
import { blockObject } from '../views/block';
import { genesisJson, paramsJson, statusJson, versionsJson } from '../views/algodNode';
import { inFormat, wantsMsgpack } from './format';

/** The node routes; wait-for-block-after answers anyway after `blockWaitMs` without a new round. */
export function nodeRoutes(ledger: Ledger, get: GetRoute, blockWaitMs: number): HttpHandler[] {
  // algod answers both probes with a JSON `null`.
  const ok = () => new HttpResponse('null\n', { headers: { 'Content-Type': 'application/json' } });
  return [
    get('/v2/status', 'status', () => json(statusJson(ledger))),
    get('/v2/status/wait-for-block-after/:round', 'wait-for-block', async ({ params }) => {
      await ledger.waitForRound(uintParam('round', params.round) + 1n, blockWaitMs);
      return json(statusJson(ledger));
    }),
    get('/v2/transactions/params', 'params', () => json(paramsJson(ledger))),
    // JSON unless `format=msgpack` (what algosdk asks for), as algod does.
    get('/v2/blocks/:round', 'block', ({ params, url }) => {
      const round = uintParam('round', params.round);
      wantsMsgpack(url); // algod refuses a bad format before it looks the round up
      const body = blockObject(ledger, round, url.searchParams.get('header-only') === 'true');
      // algod's errFailedLookingUpLedger, for a round it does not have (ledgercore.ErrNoEntry), in either format.
      if (!body) throw notFound('failed to retrieve information from the ledger');
      return inFormat(url, body);
    }),
    get('/health', 'node', ok),
    get('/ready', 'node', ok),
    get('/versions', 'node', () => json(versionsJson(ledger))),
    get('/genesis', 'node', () => json(genesisJson(ledger))),
  ];
}
