import { Algodv2, Indexer } from 'algosdk';
import { requireNetwork, type NodeEndpoint } from '../config/networks';

/**
 * algosdk treats a missing port as its own default (4180 / 8080), so the port is always taken
 * from the URL: '' for a URL without one keeps the scheme's default.
 */
function endpoint({ url, token }: NodeEndpoint): [token: string, server: string, port: string] {
  return [token, url, new URL(url).port];
}

let algodClient: Algodv2 | undefined;
let indexerClient: Indexer | undefined;

/** The algod client of the configured network (one per page). */
export function algod(): Algodv2 {
  algodClient ??= new Algodv2(...endpoint(requireNetwork().algod));
  return algodClient;
}

/** The indexer client of the configured network (one per page). */
export function indexer(): Indexer {
  indexerClient ??= new Indexer(...endpoint(requireNetwork().indexer));
  return indexerClient;
}
