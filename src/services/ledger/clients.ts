import { Algodv2, Indexer } from 'algosdk';
import { requireNetwork, type NodeEndpoint } from '../config/networks';
import { TimedHTTPClient } from './http';

/** A transport to one node, with its API token under the header that kind of node reads. */
function transport({ url, token }: NodeEndpoint, tokenHeader: string): TimedHTTPClient {
  return new TimedHTTPClient(token ? { [tokenHeader]: token } : {}, url);
}

// algosdk's types ask for the base URL beside a transport; it is unused then (the transport has it).
let algodClient: Algodv2 | undefined;
let indexerClient: Indexer | undefined;

/** The algod client of the configured network (one per page); every request times out (./http). */
export function algod(): Algodv2 {
  const { algod: node } = requireNetwork();
  algodClient ??= new Algodv2(transport(node, 'X-Algo-API-Token'), node.url);
  return algodClient;
}

/** The indexer client of the configured network (one per page); every request times out (./http). */
export function indexer(): Indexer {
  const { indexer: node } = requireNetwork();
  indexerClient ??= new Indexer(transport(node, 'X-Indexer-API-Token'), node.url);
  return indexerClient;
}
