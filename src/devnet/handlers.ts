/**
 * The devnet's MSW handlers (DESIGN.md §5): one set serves the engine to msw/node tests, Storybook
 * and the devnet HTTP server. Routes, JSON/msgpack shapes and error texts follow algorand/API.md.
 */
import { http, type HttpHandler } from 'msw';
import { decodeSignedTransaction, msgpackRawEncode } from 'algosdk';
import type { Ledger } from './engine/ledger';
import { createControlHandlers } from './control';
import { badRequest, notFound } from './engine/errors';
import { Faults, type RouteName } from './faults';
import { addressParam, limitParam, optionalUint, uintParam } from './params';
import { answer, json, msgpack } from './respond';
import { accountApplicationJson, accountAssetJson, algodAccountJson } from './views/algodAccount';
import { applicationJson, assetJson } from './views/algodApps';
import { blockObject } from './views/block';
import { paramsJson, statusJson } from './views/algodNode';
import { ACCOUNTS_LIMIT, excludeParam, searchAccountsJson } from './views/indexerAccount';
import { accountTransactionsJson, TXNS_LIMIT } from './views/indexerTxn';
import { pendingObject, pooledObject, toJsonShape } from './views/pending';
import { createReferralHandlers } from './referral';
import { simulateHandler } from './simulateHandler';

/** Where the handlers answer. The default '*' matches any host (localhost:4001, 127.0.0.1, …). */
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
  /** algod + indexer + control + referral. */
  all: HttpHandler[];
  faults: Faults;
}

/** algod's WaitForBlockTimeout. */
const ALGOD_BLOCK_WAIT_MS = 60_000;

const NOT_PENDING = 'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds';

function algodHandlers(ledger: Ledger, base: string, faults: Faults, blockWaitMs: number): HttpHandler[] {
  const get = (
    path: string,
    route: RouteName,
    handle: (args: { params: Record<string, unknown>; url: URL }) => Response | Promise<Response>,
  ) =>
    http.get(`${base}${path}`, ({ params, request }) =>
      faults.run(route, () => answer(() => handle({ params, url: new URL(request.url) }))),
    );
  return [
    get('/v2/status', 'status', () => json(statusJson(ledger))),
    get('/v2/status/wait-for-block-after/:round', 'wait-for-block', async ({ params }) => {
      await ledger.waitForRound(uintParam('round', params.round) + 1n, blockWaitMs);
      return json(statusJson(ledger));
    }),
    get('/v2/transactions/params', 'params', () => json(paramsJson(ledger))),
    get('/v2/blocks/:round', 'block', ({ params }) => {
      const round = uintParam('round', params.round);
      const body = blockObject(ledger, round);
      if (!body)
        throw notFound(`ledger does not have entry ${round} (latest ${ledger.round}, committed ${ledger.round})`);
      return msgpack(msgpackRawEncode(body));
    }),
    get('/v2/accounts/:address', 'account', ({ params, url }) => {
      const exclude = url.searchParams.get('exclude');
      return json(algodAccountJson(ledger, addressParam(params.address), exclude === 'all'));
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
      return url.searchParams.get('format') === 'msgpack' ? msgpack(msgpackRawEncode(body)) : json(toJsonShape(body));
    }),
    http.post(`${base}/v2/transactions`, ({ request }) =>
      faults.run('submit', () =>
        answer(async () => json({ txId: ledger.submit(new Uint8Array(await request.arrayBuffer())) })),
      ),
    ),
    simulateHandler(ledger, base, faults),
  ];
}

function indexerHandlers(ledger: Ledger, base: string, faults: Faults): HttpHandler[] {
  return [
    http.get(`${base}/v2/accounts`, ({ request }) =>
      faults.run('indexer-accounts', () =>
        answer(() => {
          const url = new URL(request.url);
          const next = url.searchParams.get('next') ?? undefined;
          if (next !== undefined && !/^[A-Z2-7]{58}$/.test(next)) throw badRequest('unable to parse next token');
          return json(
            searchAccountsJson(ledger, {
              applicationId: optionalUint(url, 'application-id'),
              limit: limitParam(url, ACCOUNTS_LIMIT),
              next,
              includeAll: url.searchParams.get('include-all') === 'true',
              excluded: excludeParam(url.searchParams.get('exclude')),
            }),
          );
        }),
      ),
    ),
    http.get(`${base}/v2/accounts/:address/transactions`, ({ params, request }) =>
      faults.run('indexer-account-transactions', () =>
        answer(() => {
          const url = new URL(request.url);
          const skip = Number(optionalUint(url, 'next') ?? 0n);
          return json(accountTransactionsJson(ledger, addressParam(params.address), limitParam(url, TXNS_LIMIT), skip));
        }),
      ),
    ),
  ];
}

/** The algod and indexer handlers over `ledger`. */
export function createHandlers(ledger: Ledger, options: HandlerOptions = {}): DevnetHandlers {
  const faults = options.faults ?? new Faults();
  const blockWaitMs = options.blockWaitMs ?? (ledger.config.blockMs ? ALGOD_BLOCK_WAIT_MS : 250);
  const algod = algodHandlers(ledger, options.algodUrl ?? '*', faults, blockWaitMs);
  const indexer = indexerHandlers(ledger, options.indexerUrl ?? '*', faults);
  const control = createControlHandlers(ledger, faults, options.algodUrl ?? '*');
  const referral = createReferralHandlers(ledger, faults, options.algodUrl ?? '*');
  return { algod, indexer, control, referral, all: [...control, ...referral, ...indexer, ...algod], faults };
}
