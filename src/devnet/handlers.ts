/**
 * The devnet's MSW handlers (DESIGN.md §5), composed from its services' routes (./algod, ./indexer, ./control and
 * the local email provider ./referral): one set serves the engine to msw/node tests, Storybook and the devnet HTTP
 * server. Routes, JSON/msgpack shapes and error texts follow algorand/API.md.
 */
import type { HttpHandler } from 'msw';
import { LOCALNET_URLS } from '../services/config/localnet';
import { algodRoutes } from './algod/routes';
import { createControlHandlers } from './control/routes';
import type { Ledger } from './engine/ledger';
import { Faults } from './faults';
import { IndexerLag } from './indexer/lag';
import { indexerRoutes } from './indexer/routes';
import { createReferralHandlers } from './referral';
import { notFoundRoute } from './routeKit';

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
  /** Rounds the indexer trails algod by from the start (default 0; POST /devnet/indexer-lag changes it). */
  indexerLagRounds?: number;
}

/** The handler set and what the control routes change. */
export interface DevnetHandlers {
  algod: HttpHandler[];
  indexer: HttpHandler[];
  /** The /devnet/ control routes (fund, clock, faults, indexer lag, reset, health). */
  control: HttpHandler[];
  /** The local email provider (./referral), served beside algod. */
  referral: HttpHandler[];
  /** algod + indexer + control + referral (the bases must differ, as they do by default). */
  all: HttpHandler[];
  faults: Faults;
  /** How far the indexer trails algod. */
  indexerLag: IndexerLag;
}

/** algod's WaitForBlockTimeout. */
const ALGOD_BLOCK_WAIT_MS = 60_000;

/** The algod, indexer, control and referral handlers over `ledger`. */
export function createHandlers(ledger: Ledger, options: HandlerOptions = {}): DevnetHandlers {
  const faults = options.faults ?? new Faults();
  const indexerLag = new IndexerLag(ledger);
  indexerLag.set(options.indexerLagRounds ?? 0);
  const blockWaitMs = options.blockWaitMs ?? (ledger.config.blockMs ? ALGOD_BLOCK_WAIT_MS : 250);
  const { algodUrl = LOCALNET_URLS.algod, indexerUrl = LOCALNET_URLS.indexer } = options;
  // Each list ends with its service's 405 or 404 for any other request, after every route of that service.
  const algodList = algodRoutes(ledger, algodUrl, faults, blockWaitMs);
  const indexerList = indexerRoutes(() => indexerLag.view(), indexerUrl, faults);
  const algod = [...algodList, notFoundRoute(algodUrl, algodList)];
  const indexer = [...indexerList, notFoundRoute(indexerUrl, indexerList)];
  const control = createControlHandlers(ledger, { faults, indexerLag }, algodUrl);
  const referral = createReferralHandlers(ledger, faults, algodUrl);
  // Control and referral routes share algod's base: they go before its 404.
  return {
    algod,
    indexer,
    control,
    referral,
    all: [...control, ...referral, ...indexer, ...algod],
    faults,
    indexerLag,
  };
}
