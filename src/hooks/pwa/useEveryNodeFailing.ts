import { useSyncExternalStore } from 'react';
// The module itself, not the ledger's index: this hook sits in the frame, without algosdk.
import { everyNodeFailing, onNodeHealth } from '../../services/ledger/nodeHealth';

/** True while every algod or every indexer of the network failed its last request (services/ledger/failover.ts). */
export function useEveryNodeFailing(): boolean {
  return useSyncExternalStore(onNodeHealth, everyNodeFailing);
}
