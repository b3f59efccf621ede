/**
 * The indexer's asset routes (API.md §4): GET /v2/assets (search), /v2/assets/{id} and /v2/assets/{id}/balances,
 * with the indexer's asset shape: every role printed (the zero address when unset), names always present.
 */
import { bytesToBase64 } from 'algosdk';
import type { LedgerView } from '../engine/ledger';
import { ZERO_ADDRESS } from '../engine/money';
import type { AssetRecord } from '../engine/types';
import { rawKeyOrder } from './addressOrder';
import { b64 } from './teal';

/** The indexer's page sizes: assets (DefaultAssetsLimit, MaxAssetsLimit) and balances. */
export const ASSETS_SEARCH_LIMIT = { default: 100, max: 1000 } as const;
export const BALANCES_LIMIT = { default: 1000, max: 10000 } as const;

/** An indexer Asset. */
export function indexerAssetJson(asset: AssetRecord) {
  return {
    'created-at-round': asset.createdAtRound ?? 0n,
    deleted: false,
    index: asset.id,
    params: {
      clawback: asset.clawback ?? ZERO_ADDRESS,
      creator: asset.creator,
      decimals: asset.decimals,
      'default-frozen': asset.defaultFrozen,
      freeze: asset.freeze ?? ZERO_ADDRESS,
      manager: asset.manager ?? ZERO_ADDRESS,
      ...(asset.metadataHash ? { 'metadata-hash': bytesToBase64(asset.metadataHash) } : {}),
      name: asset.name,
      'name-b64': b64(asset.name),
      reserve: asset.reserve ?? ZERO_ADDRESS,
      total: asset.total,
      'unit-name': asset.unitName,
      'unit-name-b64': b64(asset.unitName),
      url: asset.url,
      'url-b64': b64(asset.url),
    },
  };
}

/** The filters of GET /v2/assets. */
export interface AssetSearch {
  assetId?: bigint;
  creator?: string;
  /** Case-insensitive parts of the name and unit name (the indexer's ILIKE '%…%'). */
  name?: string;
  unit?: string;
  limit: number;
  /** Exclusive lower bound: the last id of the previous page. */
  after?: bigint;
}

const contains = (text: string, part: string | undefined) =>
  part === undefined || text.toLowerCase().includes(part.toLowerCase());

/** GET /v2/assets: by id ascending; `next-token` = the last id of any non-empty page. */
export function searchAssetsJson(ledger: LedgerView, search: AssetSearch) {
  const assets = [...ledger.state.assets.values()]
    .filter((a) => search.assetId === undefined || a.id === search.assetId)
    .filter((a) => search.creator === undefined || a.creator === search.creator)
    .filter((a) => contains(a.name, search.name) && contains(a.unitName, search.unit))
    .filter((a) => search.after === undefined || a.id > search.after)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .slice(0, search.limit);
  return {
    assets: assets.map(indexerAssetJson),
    'current-round': ledger.round,
    ...(assets.length ? { 'next-token': String(assets[assets.length - 1].id) } : {}),
  };
}

/** The filters of GET /v2/assets/{id}/balances: exclusive amount bounds and the page. */
export interface BalanceSearch {
  currencyGreaterThan?: bigint;
  currencyLessThan?: bigint;
  limit: number;
  /** Exclusive lower bound: the last address of the previous page. */
  next?: string;
}

/** GET /v2/assets/{id}/balances: the accounts holding it, by raw public key; `next-token` = the last address. */
export function assetBalancesJson(ledger: LedgerView, assetId: bigint, search: BalanceSearch) {
  const after = search.next === undefined ? undefined : rawKeyOrder(search.next);
  const { currencyGreaterThan: above, currencyLessThan: below } = search;
  const balances = [...ledger.state.accounts.entries()]
    .flatMap(([address, record]) => {
      const holding = record.assets.get(assetId);
      return holding ? [{ address, key: rawKeyOrder(address), holding }] : [];
    })
    .filter(
      ({ holding }) =>
        (above === undefined || holding.amount > above) && (below === undefined || holding.amount < below),
    )
    .filter(({ key }) => after === undefined || key > after)
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, search.limit);
  return {
    balances: balances.map(({ address, holding }) => ({
      address,
      amount: holding.amount,
      deleted: false,
      'is-frozen': holding.frozen,
    })),
    'current-round': ledger.round,
    ...(balances.length ? { 'next-token': balances[balances.length - 1].address } : {}),
  };
}
