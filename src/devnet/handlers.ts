/**
 * The devnet's MSW handlers (DESIGN.md §5): one set serves the engine to msw/node tests, Storybook
 * and the devnet HTTP server. Routes, JSON/msgpack shapes and error texts follow algorand/API.md.
 */
import { http, type HttpHandler } from 'msw';
import { decodeSignedTransaction } from 'algosdk';
import { LOCALNET_URLS } from '../services/config/localnet';
import type { Ledger } from './engine/ledger';
import { inFormat, moreAlgodHandlers, wantsMsgpack } from './algodRoutes';
import { createControlHandlers } from './control';
import { badRequest, notFound } from './engine/errors';
import { Faults } from './faults';
import { indexerHandlers } from './indexerRoutes';
import { addressParam, uintParam } from './params';
import { answer, json } from './respond';
import { getRoute, notFoundRoute } from './routeKit';
import { accountApplicationJson, accountAssetJson, algodAccountJson, algodExcludeParam } from './views/algodAccount';
import { applicationJson, assetJson } from './views/algodApps';
import { blockObject } from './views/block';
import { paramsJson, statusJson } from './views/algodNode';
import { pendingObject, pooledObject } from './views/pending';
import { createReferralHandlers } from './referral';
import { simulateHandler } from './simulateHandler';

/**
 * Where the handlers answer: by default the localnet URLs the app's config uses (LOCALNET_URLS), each service on
 * its own base, so an indexer request can never be answered by an algod handler. '*' (any host) only where a
 * service is served alone, as the devnet server serves each on its own port.
 */
export interface HandlerOptions {
  algodUrl?: string;
  indexerUrl?: string;
  /** The fault registry the handlers consult (a fresh one by default). */
  faults?: Faults;
  /**
   * How long wait-for-block-after waits for a new round before answering anyway (ms). Default: algod's
   * one minute with a block time; 250 ms without one (rounds then move only on submits).
   */
  blockWaitMs?: number;
}

/** The handler set and the fault registry it consults. */
export interface DevnetHandlers {
  algod: HttpHandler[];
  indexer: HttpHandler[];
  /** The /devnet/ control routes (fund, clock, faults, reset, health). */
  control: HttpHandler[];
  /** The local email provider (./referral), served beside algod. */
  referral: HttpHandler[];
  /** algod + indexer + control + referral (the bases must differ, as they do by default). */
  all: HttpHandler[];
  faults: Faults;
}

/** algod's WaitForBlockTimeout. */
const ALGOD_BLOCK_WAIT_MS = 60_000;

const NOT_PENDING = 'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds';

function algodHandlers(ledger: Ledger, base: string, faults: Faults, blockWaitMs: number): HttpHandler[] {
  const get = getRoute(base, faults);
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
    get('/v2/accounts/:address', 'account', ({ params, url }) => {
      const exclude = algodExcludeParam(url.searchParams.get('exclude'));
      return json(algodAccountJson(ledger, addressParam(params.address), exclude));
    }),
    get('/v2/accounts/:address/applications/:id', 'account-application', ({ params }) => {
      const body = accountApplicationJson(ledger, addressParam(params.address), uintParam('application-id', params.id));
      if (!body) throw notFound('account application info not found');
      return json(body);
    }),
    get('/v2/accounts/:address/assets/:id', 'account-asset', ({ params }) => {
      const body = accountAssetJson(ledger, addressParam(params.address), uintParam('asset-id', params.id));
      if (!body) throw notFound('account asset info not found');
      return json(body);
    }),
    get('/v2/applications/:id', 'application', ({ params }) => {
      const app = ledger.state.apps.get(uintParam('application-id', params.id));
      if (!app) throw notFound('application does not exist');
      return json(applicationJson(app));
    }),
    get('/v2/assets/:id', 'asset', ({ params }) => {
      const asset = ledger.state.assets.get(uintParam('asset-id', params.id));
      if (!asset) throw notFound('asset does not exist');
      return json(assetJson(asset));
    }),
    get('/v2/transactions/pending/:txid', 'pending', ({ params, url }) => {
      const txid = String(params.txid);
      if (!/^[A-Z2-7]{52}$/.test(txid)) throw badRequest('no valid transaction ID was specified');
      const confirmed = ledger.state.txns.get(txid);
      const pooled = confirmed ? undefined : ledger.pooled(txid);
      if (!confirmed && !pooled) throw notFound(NOT_PENDING);
      const body = confirmed
        ? pendingObject(confirmed, decodeSignedTransaction(confirmed.signed).txn)
        : pooledObject(pooled!.signed, pooled!.poolError);
      return inFormat(url, body);
    }),
    http.post(`${base}/v2/transactions`, ({ request }) =>
      faults.run('submit', () =>
        answer(async () => json({ txId: ledger.submit(new Uint8Array(await request.arrayBuffer())) })),
      ),
    ),
    simulateHandler(ledger, base, faults),
    ...moreAlgodHandlers(ledger, base, faults),
  ];
}

/** The algod and indexer handlers over `ledger`. */
export function createHandlers(ledger: Ledger, options: HandlerOptions = {}): DevnetHandlers {
  const faults = options.faults ?? new Faults();
  const blockWaitMs = options.blockWaitMs ?? (ledger.config.blockMs ? ALGOD_BLOCK_WAIT_MS : 250);
  const { algodUrl = LOCALNET_URLS.algod, indexerUrl = LOCALNET_URLS.indexer } = options;
  // Each list ends with its service's 405 or 404 for any other request, after every route of that service.
  const algodRoutes = algodHandlers(ledger, algodUrl, faults, blockWaitMs);
  const indexerRoutes = indexerHandlers(ledger, indexerUrl, faults);
  const algod = [...algodRoutes, notFoundRoute(algodUrl, algodRoutes)];
  const indexer = [...indexerRoutes, notFoundRoute(indexerUrl, indexerRoutes)];
  const control = createControlHandlers(ledger, faults, algodUrl);
  const referral = createReferralHandlers(ledger, faults, algodUrl);
  // Control and referral routes share algod's base: they go before its 404.
  return { algod, indexer, control, referral, all: [...control, ...referral, ...indexer, ...algod], faults };
}
