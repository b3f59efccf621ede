/** What every devnet GET route shares: its fault hook, algod's error answers and the parsed URL. */
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { badRequest } from './engine/errors';
import type { Faults, RouteName } from './faults';
import { answer, json } from './respond';

/** A route's handler: path parameters and the request URL in, a response out (an AlgodError becomes its answer). */
export type RouteHandle = (args: { params: Record<string, unknown>; url: URL }) => Response | Promise<Response>;

/** A GET route under `base`, subject to the faults registered for `route`. */
export const getRoute =
  (base: string, faults: Faults) =>
  (path: string, route: RouteName, handle: RouteHandle): HttpHandler =>
    http.get(`${base}${path}`, ({ params, request }) =>
      faults.run(route, () => answer(() => handle({ params, url: new URL(request.url) }))),
    );

/** The GET-route maker of one service's base and fault registry. */
export type GetRoute = ReturnType<typeof getRoute>;

/**
 * The answer to any request no route of the service took, as echo's router gives it to algod and the indexer:
 * 405 `{"message":"Method Not Allowed"}` when one of `routes` has this path under another method, else 404
 * `{"message":"Not Found"}`. Registered last, and only on the service's own base URL (a bare '*' would swallow
 * the rest of the page's requests in a browser).
 */
export const notFoundRoute = (base: string, routes: readonly HttpHandler[]): HttpHandler =>
  http.all(`${base}/*`, ({ request }) => {
    const url = new URL(request.url);
    const pathKnown = routes.some(
      ({ info }) => typeof info.path === 'string' && matchRequestUrl(url, info.path).matches,
    );
    return pathKnown ? json({ message: 'Method Not Allowed' }, 405) : json({ message: 'Not Found' }, 404);
  });

/**
 * Refuses a query parameter the local ledger does not implement, with the indexer's text for a disabled
 * parameter, instead of answering as if it had been applied.
 */
export function onlyParams(url: URL, implemented: readonly string[]): void {
  for (const name of url.searchParams.keys()) {
    if (!implemented.includes(name)) throw badRequest(`provided disabled parameter: ${name}`);
  }
}
