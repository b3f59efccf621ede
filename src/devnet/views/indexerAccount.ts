/** The indexer's account shape and GET /v2/accounts search with paging (API.md §4). */
import type { Ledger } from '../engine/ledger';
import { isOpen, minBalanceParts } from '../engine/minBalance';
import type { AccountRecord } from '../engine/types';
import { accountCore, accountResources, localStateJson } from './algodAccount';
import { schemaJson } from './teal';

/** Indexer limits for account searches. */
export const ACCOUNTS_LIMIT = { default: 100, max: 1000 } as const;

/**
 * A sort key whose string order is the order of the raw public keys: base32 digits 2–7 encode
 * larger values than the letters but sort before them in ASCII, so move them after 'Z'.
 */
export const rawKeyOrder = (address: string): string =>
  address.replace(/[2-7]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 41));

/** An indexer Account: lists only when non-empty, box totals always, `apps-total-schema` only when non-zero. */
export function indexerAccountJson(ledger: Ledger, address: string, record: AccountRecord, includeAll = false) {
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
  const lists = { ...resources, 'apps-local-state': locals };
  return {
    ...accountCore(ledger, address, record),
    ...Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0)),
    ...(schema.numUint || schema.numByteSlice ? { 'apps-total-schema': schemaJson(schema) } : {}),
    'created-at-round': record.createdAtRound,
    deleted: false,
    ...(record.hasSigned ? { 'sig-type': 'sig' } : {}),
    'total-box-bytes': 0,
    'total-boxes': 0,
  };
}

/** Search filters the wallet uses. */
export interface AccountSearch {
  applicationId?: bigint;
  limit: number;
  /** Exclusive lower bound: the last address of the previous page. */
  next?: string;
  includeAll: boolean;
}

/** GET /v2/accounts: ordered by raw public key; `next-token` = last address of any non-empty page. */
export function searchAccountsJson(ledger: Ledger, search: AccountSearch) {
  const after = search.next === undefined ? undefined : rawKeyOrder(search.next);
  const matches = [...ledger.state.accounts.entries()]
    .filter(([, record]) => search.applicationId === undefined || record.locals.has(search.applicationId))
    .map(([address, record]) => ({ key: rawKeyOrder(address), address, record }))
    .filter(({ key }) => after === undefined || key > after)
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .slice(0, search.limit);
  const accounts = matches.map(({ address, record }) => indexerAccountJson(ledger, address, record, search.includeAll));
  return {
    accounts,
    'current-round': ledger.round,
    ...(matches.length ? { 'next-token': matches[matches.length - 1].address } : {}),
  };
}
