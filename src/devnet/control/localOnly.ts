/**
 * Node-only guard of the /devnet/ control routes: they reset, fund and break the ledger, so only this
 * machine may call them. A web page a developer visits cannot: its Origin is refused, it cannot send a JSON
 * body without a preflight that gets no CORS grant, and a DNS-rebound name fails the Host check. The guard
 * looks at the NORMALISED path (percent-decoded, slashes collapsed, case folded), so `/x/devnet/reset`,
 * `//devnet/reset` or `/%64evnet/reset` count as control requests too, and only the exact `/devnet/<route>`
 * spelling reaches a handler.
 */
import type { IncomingMessage } from 'node:http';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The exact spelling a control request must use: no prefix, no encoding, no doubled slash. */
const EXACT_CONTROL_PATH = /^\/devnet\/[a-z-]+$/;

/** Splits `host[:port]` (with `[v6]` brackets kept), or undefined when it is not of that form. */
function splitHost(host: string): { name: string; port?: string } | undefined {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d+))?$/.exec(host);
  return match ? { name: match[1].toLowerCase(), port: match[2] } : undefined;
}

/**
 * True for `localhost`, `127.0.0.1` or `[::1]`; with `port`, the Host must name that port too (a browser always
 * sends it unless it is 80), so a page rebound to 127.0.0.1 on another port is refused as well.
 */
export function isLocalHost(host: string | undefined, port?: number): boolean {
  const parts = host ? splitHost(host) : undefined;
  if (!parts || !LOCAL_HOSTNAMES.has(parts.name)) return false;
  return port === undefined || Number(parts.port ?? 80) === port;
}

/** True for an http(s) origin on a local host (the wallet's dev server, preview and Storybook), any port. */
export function isLocalOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLocalHost(url.host);
  } catch {
    return false;
  }
}

/** The request path as a router that decodes and tolerates sloppy input might see it. */
export function normalisedPath(rawUrl: string): string {
  let path = rawUrl.split(/[?#]/)[0];
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(path); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  return path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

/** True when the request is, or tries to look like, a control request: a `devnet` segment anywhere in its path. */
export const isControlRoute = (req: IncomingMessage): boolean =>
  /(^|\/)devnet(\/|$)/.test(normalisedPath(req.url ?? ''));

/**
 * Why a control request is refused (status and message), or undefined when it may go ahead. `port` is the port
 * this server listens on: the Host must be this machine at that port.
 */
export function refuseControl(req: IncomingMessage, port?: number): { status: number; message: string } | undefined {
  const path = (req.url ?? '').split('?')[0];
  if (!EXACT_CONTROL_PATH.test(path)) return { status: 404, message: 'Not Found' };
  if (!isLocalHost(req.headers.host, port)) {
    return { status: 403, message: 'devnet control routes answer localhost only' };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !isLocalOrigin(origin)) {
    return { status: 403, message: `devnet control routes refuse the origin ${origin}` };
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (req.method === 'POST' && type !== 'application/json') {
    return { status: 415, message: 'devnet control routes take a JSON body (Content-Type: application/json)' };
  }
  return undefined;
}
