/** The indexer's account shape and GET /v2/accounts search with paging (API.md §4). */
import { AlgodError, badRequest } from '../engine/errors';
import type { LedgerView } from '../engine/ledger';
import { isOpen, minBalanceParts } from '../engine/minBalance';
import type { AccountRecord } from '../engine/types';
import { accountCore, accountResources, localStateJson } from './algodAccount';
import { rawKeyOrder } from './addressOrder';
import { indexerAssetJson } from './indexerAssets';
import { schemaJson } from './teal';

/** Indexer limits for account searches. */
export const ACCOUNTS_LIMIT = { default: 100, max: 1000 } as const;

/** The indexer's --max-api-resources-per-account default: an account listing more is refused. */
export const MAX_RESOURCES = 1000;

/** The four resource lists an account search can leave out (`exclude=`). */
export const RESOURCE_LISTS = ['assets', 'created-assets', 'apps-local-state', 'created-apps'] as const;
/** One of them. */
export type ResourceList = (typeof RESOURCE_LISTS)[number];

/** Parses `exclude` (comma-separated; `all`, `none` or list names) as the indexer does, or throws its 400. */
export function excludeParam(value: string | null): Set<ResourceList> {
  const excluded = new Set<ResourceList>();
  for (const item of value ? value.split(',') : []) {
    if (item === 'all') RESOURCE_LISTS.forEach((list) => excluded.add(list));
    else if ((RESOURCE_LISTS as readonly string[]).includes(item)) excluded.add(item as ResourceList);
    else if (item !== 'none') throw badRequest(`unknown value "${item}": invalid exclude argument`);
  }
  return excluded;
}

/**
 * The indexer's refusal of an account with more resources than MAX_RESOURCES in the lists it would send:
 * 400 `Result limit exceeded` with the counts in `data`; excluding lists is how a client gets past it.
 */
export function checkResourceLimit(address: string, record: AccountRecord, excluded: Set<ResourceList>): void {
  const parts = minBalanceParts(record);
  const totals: Record<ResourceList, number> = {
    assets: parts.assets,
    'created-assets': parts.assetsCreated,
    'apps-local-state': parts.appsOptedIn,
    'created-apps': parts.appsCreated,
  };
  const sent = RESOURCE_LISTS.filter((list) => !excluded.has(list)).reduce((n, list) => n + totals[list], 0);
  if (sent <= MAX_RESOURCES) return;
  throw new AlgodError(400, 'Result limit exceeded', {
    'max-results': MAX_RESOURCES,
    address,
    'total-assets-opted-in': totals.assets,
    'total-created-assets': totals['created-assets'],
    'total-apps-opted-in': totals['apps-local-state'],
    'total-created-apps': totals['created-apps'],
  });
}

/**
 * An indexer Account: lists only when non-empty and not excluded, box totals always, `apps-total-schema` only
 * when non-zero.
 */
export function indexerAccountJson(
  ledger: LedgerView,
  address: string,
  record: AccountRecord,
  includeAll = false,
  excluded: Set<ResourceList> = new Set(),
) {
  const resources = accountResources(ledger, record);
  const locals = [...record.locals.entries()]
    .filter(([, local]) => includeAll || isOpen(local))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, local]) => ({
      ...localStateJson(id, local),
      deleted: !isOpen(local),
      'opted-in-at-round': local.optedInAt,
      ...(local.closedAt !== undefined ? { 'closed-out-at-round': local.closedAt } : {}),
    }));
  const { schema } = minBalanceParts(record);
  const createdAssets = [...record.createdAssets]
    .sort((a, b) => (a < b ? -1 : 1))
    .map((id) => indexerAssetJson(ledger.state.assets.get(id)!));
  const lists = { ...resources, 'apps-local-state': locals, 'created-assets': createdAssets };
  const sent = Object.entries(lists).filter(([name, list]) => list.length > 0 && !excluded.has(name as ResourceList));
  return {
    ...accountCore(ledger, address, record),
    ...Object.fromEntries(sent),
    ...(schema.numUint || schema.numByteSlice ? { 'apps-total-schema': schemaJson(schema) } : {}),
    'created-at-round': record.createdAtRound,
    deleted: false,
    ...(record.hasSigned ? { 'sig-type': 'sig' } : {}),
    'total-box-bytes': record.boxes?.bytes ?? 0n,
    'total-boxes': record.boxes?.count ?? 0n,
  };
}

/** The account search's filters. */
export interface AccountSearch {
  applicationId?: bigint;
  /** Accounts holding this ASA (opted in); the currency bounds then apply to its amount. */
  assetId?: bigint;
  /** Exclusive bounds on the balance: µALGO, or the `assetId` holding's base units. */
  currencyGreaterThan?: bigint;
  currencyLessThan?: bigint;
  limit: number;
  /** Exclusive lower bound: the last address of the previous page. */
  next?: string;
  includeAll: boolean;
  /** Lists left out of each account (`exclude=`). */
  excluded?: Set<ResourceList>;
}

/** The asset-id and currency filters: the holding (or the ALGO balance) within the bounds. */
function matchesBalance(record: AccountRecord, search: AccountSearch): boolean {
  const holding = search.assetId === undefined ? undefined : record.assets.get(search.assetId);
  if (search.assetId !== undefined && !holding) return false;
  const amount = holding ? holding.amount : record.amount;
  if (search.currencyGreaterThan !== undefined && !(amount > search.currencyGreaterThan)) return false;
  return search.currencyLessThan === undefined || amount < search.currencyLessThan;
}

/** GET /v2/accounts: ordered by raw public key; `next-token` = last address of any non-empty page. */
export function searchAccountsJson(ledger: LedgerView, search: AccountSearch) {
  const after = search.next === undefined ? undefined : rawKeyOrder(search.next);
  const matches = [...ledger.state.accounts.entries()]
    .filter(([, record]) => search.applicationId === undefined || record.locals.has(search.applicationId))
    .filter(([, record]) => matchesBalance(record, search))
    .map(([address, record]) => ({ key: rawKeyOrder(address), address, record }))
    .filter(({ key }) => after === undefined || key > after)
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, search.limit);
  const excluded = search.excluded ?? new Set();
  for (const { address, record } of matches) checkResourceLimit(address, record, excluded);
  const accounts = matches.map(({ address, record }) =>
    indexerAccountJson(ledger, address, record, search.includeAll, excluded),
  );
  return {
    accounts,
    'current-round': ledger.round,
    ...(matches.length ? { 'next-token': matches[matches.length - 1].address } : {}),
  };
}
