import type { BaseHTTPClient, BaseHTTPClientResponse } from 'algosdk';
import type { NodeEndpoint } from '../config/networks';
import { REQUEST_TIMEOUT_MS, TimedHTTPClient } from './http';

/** How long a node that failed is passed over at first; each failure in a row doubles it, up to the cap. */
export const PASS_OVER_MS = 15_000;
const PASS_OVER_CAP_MS = 5 * 60_000;

type Query = Record<string, unknown>;
type Headers = Record<string, string>;
type Call = (client: TimedHTTPClient) => Promise<BaseHTTPClientResponse>;

/**
 * Reads the genesis hash a node answers for (base64), or null when it has nothing to tell it by (an indexer that
 * lists no transaction yet). A node of another network is never used.
 */
export type GenesisProbe = (client: TimedHTTPClient) => Promise<string | null>;

/** Whether a failure means "ask another node": no answer, a timeout, a 5xx or a 429. A 4xx is the node's answer. */
export function isNodeFailure(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  if (typeof status === 'number') return status >= 500 || status === 429;
  return (
    error instanceof Error &&
    (error instanceof TypeError || ['AbortError', 'TimeoutError', 'NetworkError'].includes(error.name))
  );
}

/** No node of the list is of the configured network (each answered with another genesis hash). */
export class NoNodeOfNetworkError extends Error {
  constructor(kind: string) {
    super(`no ${kind} node answers for the configured network`);
    this.name = 'NoNodeOfNetworkError';
  }
}

interface Member {
  client: TimedHTTPClient;
  /** The genesis check: undefined until asked, then its answer (a failed check is asked again next time). */
  genesis?: Promise<boolean>;
  failures: number;
  passOverUntil: number;
}

/**
 * algosdk's transport over a list of nodes of one kind, first preferred (DESIGN.md §4, decision 0028). Each request
 * goes to the most preferred node not being passed over; a node that fails it (see {@link isNodeFailure}) is passed
 * over for a while and the SAME request (the same signed bytes, for a submit: decision 0007) goes to the next one
 * whose genesis hash is the network's, checked once before its first use. Once its pause is over the preferred node
 * is asked first again, so a later success moves back to it. `onAllFailed` hears whether the last request found
 * every node failing: the only case the user is told about.
 */
export class FailoverHTTPClient implements BaseHTTPClient {
  private readonly members: Member[];

  constructor(
    private readonly kind: string,
    endpoints: readonly NodeEndpoint[],
    tokenHeader: string,
    private readonly genesisHash: string,
    private readonly probe: GenesisProbe,
    private readonly onAllFailed: (failed: boolean) => void,
    timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.members = endpoints.map(({ url, token }) => ({
      client: new TimedHTTPClient(token ? { [tokenHeader]: token } : {}, url, timeoutMs),
      failures: 0,
      passOverUntil: 0,
    }));
  }

  /** The nodes in the order a request tries them: those not passed over first, each group in preference order. */
  private order(): Member[] {
    const now = Date.now();
    const ready = this.members.filter((member) => member.passOverUntil <= now);
    return [...ready, ...this.members.filter((member) => member.passOverUntil > now)];
  }

  private failed(member: Member): void {
    member.failures += 1;
    member.passOverUntil = Date.now() + Math.min(PASS_OVER_MS * 2 ** (member.failures - 1), PASS_OVER_CAP_MS);
  }

  /** Whether the node answers for the network; a check that got no answer is asked again next time. */
  private async ofNetwork(member: Member): Promise<boolean> {
    // A node that cannot say (e.g. a URL that is no such node: a 404) is not used; one that did not answer is asked again.
    member.genesis ??= this.probe(member.client).then(
      (hash) => hash === null || hash === this.genesisHash,
      (error: unknown) => {
        if (isNodeFailure(error)) throw error;
        return false;
      },
    );
    try {
      return await member.genesis;
    } catch (error) {
      member.genesis = undefined;
      throw error;
    }
  }

  private async request(call: Call): Promise<BaseHTTPClientResponse> {
    let lastFailure: unknown = new NoNodeOfNetworkError(this.kind);
    for (const member of this.order()) {
      try {
        if (!(await this.ofNetwork(member))) continue;
        const answer = await call(member.client);
        member.failures = 0;
        member.passOverUntil = 0;
        this.onAllFailed(false);
        return answer;
      } catch (error) {
        if (!isNodeFailure(error)) {
          this.onAllFailed(false);
          throw error;
        }
        this.failed(member);
        lastFailure = error;
      }
    }
    this.onAllFailed(true);
    throw lastFailure;
  }

  get(relativePath: string, query?: Query, requestHeaders?: Headers) {
    return this.request((client) => client.get(relativePath, query, requestHeaders));
  }

  post(relativePath: string, data: Uint8Array, query?: Query, requestHeaders?: Headers) {
    return this.request((client) => client.post(relativePath, data, query, requestHeaders));
  }

  delete(relativePath: string, data?: Uint8Array, query?: Query, requestHeaders?: Headers) {
    return this.request((client) => client.delete(relativePath, data, query, requestHeaders));
  }
}
