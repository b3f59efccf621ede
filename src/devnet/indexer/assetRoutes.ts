/** The indexer's asset routes (API.md §4): search, lookup and the holders of one asset. */
import type { HttpHandler } from 'msw';
import { badRequest, notFound } from '../engine/errors';
import type { LedgerView } from '../engine/ledger';
import { addressParam, limitParam, optionalUint, parseUint64, uintParam } from '../params';
import { json } from '../respond';
import { onlyParams, type GetRoute } from '../routeKit';
import {
  assetBalancesJson,
  ASSETS_SEARCH_LIMIT,
  BALANCES_LIMIT,
  indexerAssetJson,
  searchAssetsJson,
} from '../views/indexerAssets';
import { nextAddress } from './query';

/** The asset routes: search, lookup and the holders of one asset. */
export function assetRoutes(read: () => LedgerView, get: GetRoute): HttpHandler[] {
  return [
    get('/v2/assets', 'indexer-assets', ({ url }) => {
      onlyParams(url, ['include-all', 'limit', 'next', 'creator', 'name', 'unit', 'asset-id']);
      const creator = url.searchParams.get('creator');
      const next = url.searchParams.get('next');
      const after = next === null ? undefined : parseUint64(next);
      if (typeof after === 'string') throw badRequest('unable to parse next token');
      return json(
        searchAssetsJson(read(), {
          assetId: optionalUint(url, 'asset-id'),
          creator: creator === null ? undefined : addressParam(creator),
          name: url.searchParams.get('name') ?? undefined,
          unit: url.searchParams.get('unit') ?? undefined,
          limit: limitParam(url, ASSETS_SEARCH_LIMIT),
          after,
        }),
      );
    }),
    get('/v2/assets/:id', 'indexer-asset', ({ params, url }) => {
      onlyParams(url, ['include-all']);
      const id = uintParam('asset-id', params.id);
      const { state, round } = read();
      const asset = state.assets.get(id);
      if (!asset) throw notFound(`no assets found for asset-id: ${id}`);
      return json({ asset: indexerAssetJson(asset), 'current-round': round });
    }),
    get('/v2/assets/:id/balances', 'indexer-asset-balances', ({ params, url }) => {
      onlyParams(url, ['include-all', 'limit', 'next', 'currency-greater-than', 'currency-less-than']);
      return json(
        assetBalancesJson(read(), uintParam('asset-id', params.id), {
          currencyGreaterThan: optionalUint(url, 'currency-greater-than'),
          currencyLessThan: optionalUint(url, 'currency-less-than'),
          limit: limitParam(url, BALANCES_LIMIT),
          next: nextAddress(url),
        }),
      );
    }),
  ];
}
