/**
 * Node-only guard of the /devnet/ control routes: they reset, fund and break the ledger, so only this
 * machine may call them. A web page a developer visits cannot: its Origin is refused, it cannot send a JSON
 * body without a preflight that gets no CORS grant, and a DNS-rebound name fails the Host check.
 */
import type { IncomingMessage } from 'node:http';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for `localhost`, `127.0.0.1` or `[::1]`, with any port or none. */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOCAL_HOSTNAMES.has(name.toLowerCase());
}

/** True for an http(s) origin on a local host (the wallet's dev server, preview and Storybook). */
export function isLocalOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLocalHost(url.host);
  } catch {
    return false;
  }
}

/** True when the request targets a control route. */
export const isControlRoute = (req: IncomingMessage): boolean => (req.url ?? '').startsWith('/devnet/');

/** Why a control request is refused (status and message), or undefined when it may go ahead. */
export function refuseControl(req: IncomingMessage): { status: number; message: string } | undefined {
  if (!isLocalHost(req.headers.host)) return { status: 403, message: 'devnet control routes answer localhost only' };
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
