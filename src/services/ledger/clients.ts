import { Algodv2, Indexer } from 'algosdk';
import { requireNetwork } from '../config/networks';
import { FailoverHTTPClient } from './failover';
import { REQUEST_TIMEOUT_MS } from './http';
import { algodGenesis, indexerGenesis } from './nodeProbes';
import { reportNodes } from './nodeHealth';
import { userNodes } from './userNodes';

// algosdk's types ask for the base URL beside a transport; it is unused then (the transport has it).
let algodClient: Algodv2 | undefined;
let indexerClient: Indexer | undefined;
let requestTimeoutMs = REQUEST_TIMEOUT_MS;

/**
 * The algod client of the configured network (one per page): the user's own nodes first (/config), then the
 * build's list; a request that fails moves to the next node of the network (./failover); every request times out.
 */
export function algod(): Algodv2 {
  const network = requireNetwork();
  algodClient ??= new Algodv2(
    new FailoverHTTPClient(
      'algod',
      [...userNodes('algod'), ...network.algod],
      'X-Algo-API-Token',
      network.genesisHash,
      algodGenesis,
      (failed) => reportNodes('algod', failed),
      requestTimeoutMs,
    ),
    network.algod[0].url,
  );
  return algodClient;
}

/** The indexer client of the configured network (one per page), over its nodes as {@link algod}. */
export function indexer(): Indexer {
  const network = requireNetwork();
  indexerClient ??= new Indexer(
    new FailoverHTTPClient(
      'indexer',
      [...userNodes('indexer'), ...network.indexer],
      'X-Indexer-API-Token',
      network.genesisHash,
      indexerGenesis,
      (failed) => reportNodes('indexer', failed),
      requestTimeoutMs,
    ),
    network.indexer[0].url,
  );
  return indexerClient;
}

/** Options of the clients {@link resetClients} leaves the next requests to. */
export interface ClientOptions {
  /**
   * How long a request may take before it fails as unanswered (default REQUEST_TIMEOUT_MS). A test of a hanging
   * node passes a short one, so it need not wait out the product's timeout.
   */
  requestTimeoutMs?: number;
}

/**
 * Forgets the clients, so the next request uses the node lists as they are now (a node added or removed), and what
 * they found: no node is failing until the next request says so.
 */
export function resetClients(options: ClientOptions = {}): void {
  algodClient = undefined;
  indexerClient = undefined;
  reportNodes('algod', false);
  reportNodes('indexer', false);
  requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
}
