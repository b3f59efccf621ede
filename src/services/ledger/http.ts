import type { BaseHTTPClient, BaseHTTPClientResponse } from 'algosdk';

/** Longest a request to algod or the indexer may take: a hanging node must never freeze a screen or a modal. */
export const REQUEST_TIMEOUT_MS = 8_000;
/** algod holds a `wait-for-block-after` up to a minute when no block comes: that wait is its answer, not a hang. */
const LONG_POLL_TIMEOUT_MS = 70_000;
const LONG_POLL = /\/v2\/status\/wait-for-block-after\//;

type Query = Record<string, unknown>;
type Headers = Record<string, string>;

/** The error algosdk expects from a transport: `response` carries the status and body it reads the message from. */
class HttpStatusError extends Error {
  constructor(
    message: string,
    readonly response: BaseHTTPClientResponse,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

function headersOf(response: Response): Headers {
  const headers: Headers = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  return headers;
}

/** algod's `{"message": …}` of an error body, when it has one. */
function bodyMessage(body: Uint8Array): string | undefined {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * algosdk's transport (the same requests, headers and error texts as its default fetch client) with one
 * difference: every request is aborted after `timeoutMs`, so a node that never answers fails like a lost
 * connection instead of leaving the caller waiting forever.
 */
export class TimedHTTPClient implements BaseHTTPClient {
  private readonly base: URL;

  constructor(
    private readonly tokenHeader: Headers,
    baseServer: string,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.base = new URL(baseServer.endsWith('/') ? baseServer : `${baseServer}/`);
  }

  private url(relativePath: string, query?: Query): string {
    const url = new URL(`.${relativePath.startsWith('/') ? '' : '/'}${relativePath}`, this.base);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    return url.toString();
  }

  private async request(method: string, path: string, query?: Query, headers?: Headers, body?: Uint8Array) {
    const response = await fetch(this.url(path, query), {
      method,
      body: body as BodyInit | undefined,
      headers: { ...this.tokenHeader, ...headers },
      signal: AbortSignal.timeout(
        LONG_POLL.test(path) ? Math.max(this.timeoutMs, LONG_POLL_TIMEOUT_MS) : this.timeoutMs,
      ),
    });
    const answer = {
      body: new Uint8Array(await response.arrayBuffer()),
      status: response.status,
      headers: headersOf(response),
    };
    if (response.ok) return answer;
    const detail = bodyMessage(answer.body);
    const summary = `Network request error. Received status ${response.status} (${response.statusText})`;
    throw new HttpStatusError(detail ? `${summary}: ${detail}` : summary, answer);
  }

  get(relativePath: string, query?: Query, requestHeaders?: Headers) {
    return this.request('GET', relativePath, query, requestHeaders);
  }

  post(relativePath: string, data: Uint8Array, query?: Query, requestHeaders?: Headers) {
    return this.request('POST', relativePath, query, requestHeaders, data);
  }

  delete(relativePath: string, data?: Uint8Array, query?: Query, requestHeaders?: Headers) {
    return this.request('DELETE', relativePath, query, requestHeaders, data);
  }
}
