/** Whether every node of a kind failed the last request (services/ledger/failover.ts): the one failure users are told. */
export type NodeKind = 'algod' | 'indexer';

const allFailed: Record<NodeKind, boolean> = { algod: false, indexer: false };
const listeners = new Set<() => void>();

/** True while every algod or every indexer failed its last request. */
export function everyNodeFailing(): boolean {
  return allFailed.algod || allFailed.indexer;
}

/** Calls `listener` when {@link everyNodeFailing} may have changed; returns the unsubscribe. */
export function onNodeHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the transport of `kind` found on its last request. */
export function reportNodes(kind: NodeKind, everyOneFailed: boolean): void {
  if (allFailed[kind] === everyOneFailed) return;
  allFailed[kind] = everyOneFailed;
  for (const listener of listeners) listener();
}
