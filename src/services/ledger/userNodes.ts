/**
 * The user's own nodes (/config): kept in localStorage per network (by genesis hash, so a node added on one network
 * is never used on another), tried before the build's nodes, each checked by its genesis hash before it is kept.
 * Only URLs: a node that asks for an API token cannot be added (a token would be a secret in web storage).
 */
import { requireNetwork, type NodeEndpoint } from '../config/networks';
import { isNodeFailure } from './failover';
import { TimedHTTPClient } from './http';
import type { NodeKind } from './nodeHealth';
import { GENESIS_PROBES } from './nodeProbes';

/** A node the user added. */
export interface UserNode {
  kind: NodeKind;
  url: string;
}

/** Why a node was not added, or that it was. */
export type AddNodeResult = 'added' | 'invalidUrl' | 'alreadyListed' | 'noAnswer' | 'otherNetwork';

const storageKey = () => `moxUserNodes:${requireNetwork().genesisHash}`;

/** The user's nodes of this network, in the order added. */
export function listUserNodes(): UserNode[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey()) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isUserNode) : [];
  } catch {
    return [];
  }
}

const isUserNode = (value: unknown): value is UserNode => {
  const node = value as Partial<UserNode> | null;
  return !!node && (node.kind === 'algod' || node.kind === 'indexer') && typeof node.url === 'string';
};

const save = (nodes: readonly UserNode[]) => globalThis.localStorage?.setItem(storageKey(), JSON.stringify(nodes));

/** The user's nodes of `kind` as endpoints (no token). */
export function userNodes(kind: NodeKind): NodeEndpoint[] {
  return listUserNodes()
    .filter((node) => node.kind === kind)
    .map(({ url }) => ({ url, token: '' }));
}

/** The URL as kept: http(s) only, no trailing slash, no credentials, query or fragment; null when it is not one. */
export function normaliseNodeUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
      return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** Checks the node answers for this network (its genesis hash), then keeps it. */
export async function addUserNode(kind: NodeKind, text: string): Promise<AddNodeResult> {
  const url = normaliseNodeUrl(text);
  if (!url) return 'invalidUrl';
  const nodes = listUserNodes();
  const configured = requireNetwork()[kind].map((node) => node.url);
  if (nodes.some((node) => node.kind === kind && node.url === url) || configured.includes(url)) return 'alreadyListed';
  let genesis: string | null;
  try {
    genesis = await GENESIS_PROBES[kind](new TimedHTTPClient({}, url));
  } catch (error) {
    return isNodeFailure(error) ? 'noAnswer' : 'otherNetwork';
  }
  // A user's node must prove its network: an indexer that lists no transaction yet cannot.
  if (genesis !== requireNetwork().genesisHash) return 'otherNetwork';
  save([...nodes, { kind, url }]);
  return 'added';
}

/** Forgets one of the user's nodes. */
export function removeUserNode(kind: NodeKind, url: string): void {
  save(listUserNodes().filter((node) => !(node.kind === kind && node.url === url)));
}
