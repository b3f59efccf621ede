/** algod's account routes (API.md §2): an account, its state in one app, one holding, and its holdings paged. */
import type { HttpHandler } from 'msw';
import { badRequest, notFound } from '../engine/errors';
import type { Ledger } from '../engine/ledger';
import { addressParam, optionalUint, parseUint64, uintParam } from '../params';
import { json } from '../respond';
import type { GetRoute } from '../routeKit';
import {
  ASSETS_LIMIT,
  accountApplicationJson,
  accountAssetJson,
  accountAssetsJson,
  algodAccountJson,
  algodExcludeParam,
} from '../views/algodAccount';

/** The `limit` of GET /v2/accounts/{address}/assets, or algod's 400s. */
function assetsLimit(url: URL): number {
  const limit = optionalUint(url, 'limit');
  if (limit === undefined) return ASSETS_LIMIT.default;
  if (limit === 0n) throw badRequest('limit parameter must be a positive integer');
  if (limit > BigInt(ASSETS_LIMIT.max)) {
    throw badRequest(`limit ${limit} exceeds max assets single batch limit ${ASSETS_LIMIT.max}`);
  }
  return Number(limit);
}

/** The account routes. */
export function accountRoutes(ledger: Ledger, get: GetRoute): HttpHandler[] {
  return [
    get('/v2/accounts/:address', 'account', ({ params, url }) => {
      const exclude = algodExcludeParam(url.searchParams.get('exclude'));
      return json(algodAccountJson(ledger, addressParam(params.address), exclude));
    }),
    get('/v2/accounts/:address/applications/:id', 'account-application', ({ params }) => {
      const body = accountApplicationJson(ledger, addressParam(params.address), uintParam('application-id', params.id));
      if (!body) throw notFound('account application info not found');
      return json(body);
    }),
    get('/v2/accounts/:address/assets/:id', 'account-asset', ({ params }) => {
      const body = accountAssetJson(ledger, addressParam(params.address), uintParam('asset-id', params.id));
      if (!body) throw notFound('account asset info not found');
      return json(body);
    }),
    get('/v2/accounts/:address/assets', 'account-assets', ({ params, url }) => {
      const next = url.searchParams.get('next');
      const after = next === null ? 0n : parseUint64(next);
      if (typeof after === 'string') throw badRequest(`unable to parse next token: ${after}`);
      return json(accountAssetsJson(ledger, addressParam(params.address), assetsLimit(url), after));
    }),
  ];
}
