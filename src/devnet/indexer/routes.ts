/**
 * The indexer's routes over the ledger (API.md §4): health, account lookup and search, transaction lookup and
 * searches, assets. A query parameter the local ledger does not implement is refused with a 400 naming it. Each
 * request reads the state the indexer has ingested (`read`): the ledger's own, or a lagging copy (./lag).
 */
import type { HttpHandler } from 'msw';
import { badRequest, notFound } from '../engine/errors';
import type { LedgerView } from '../engine/ledger';
import type { Faults } from '../faults';
import { addressParam, limitParam, optionalUint } from '../params';
import { json } from '../respond';
import { getRoute, onlyParams } from '../routeKit';
import {
  ACCOUNTS_LIMIT,
  checkResourceLimit,
  excludeParam,
  indexerAccountJson,
  searchAccountsJson,
} from '../views/indexerAccount';
import { searchTransactionsJson } from '../views/indexerSearch';
import { indexerTxnJson } from '../views/indexerTxn';
import { assetRoutes } from './assetRoutes';
import { nextAddress, TXN_FILTERS, txnSearch } from './query';

/** The indexer release whose answers these follow. */
const INDEXER_VERSION = '3.9.0';

/** The indexer's routes over what `read` gives, on `base` (its 404 for other paths is added by createHandlers). */
export function indexerRoutes(read: () => LedgerView, base: string, faults: Faults): HttpHandler[] {
  const get = getRoute(base, faults);
  return [
    get('/health', 'indexer-health', ({ url }) => {
      onlyParams(url, []);
      const { round } = read();
      return json({
        data: { 'migration-required': false, 'read-only-mode': true },
        'db-available': true,
        'is-migrating': false,
        message: String(round),
        round,
        version: INDEXER_VERSION,
      });
    }),
    get('/v2/accounts', 'indexer-accounts', ({ url }) => {
      onlyParams(url, [
        'application-id',
        'asset-id',
        'currency-greater-than',
        'currency-less-than',
        'limit',
        'next',
        'include-all',
        'exclude',
      ]);
      const next = nextAddress(url);
      return json(
        searchAccountsJson(read(), {
          applicationId: optionalUint(url, 'application-id'),
          assetId: optionalUint(url, 'asset-id'),
          currencyGreaterThan: optionalUint(url, 'currency-greater-than'),
          currencyLessThan: optionalUint(url, 'currency-less-than'),
          limit: limitParam(url, ACCOUNTS_LIMIT),
          next,
          includeAll: url.searchParams.get('include-all') === 'true',
          excluded: excludeParam(url.searchParams.get('exclude')),
        }),
      );
    }),
    get('/v2/accounts/:address', 'indexer-account', ({ params, url }) => {
      onlyParams(url, ['include-all', 'exclude']);
      const address = addressParam(params.address);
      const ledger = read();
      const record = ledger.state.accounts.get(address);
      if (!record) throw notFound(`no accounts found for address: ${address}`);
      const excluded = excludeParam(url.searchParams.get('exclude'));
      checkResourceLimit(address, record, excluded);
      const includeAll = url.searchParams.get('include-all') === 'true';
      return json({
        account: indexerAccountJson(ledger, address, record, includeAll, excluded),
        'current-round': ledger.round,
      });
    }),
    // An account's history is newest first, as the indexer returns it.
    get('/v2/accounts/:address/transactions', 'indexer-account-transactions', ({ params, url }) => {
      onlyParams(url, TXN_FILTERS);
      return json(searchTransactionsJson(read(), txnSearch(url, addressParam(params.address)), false));
    }),
    // Oldest first, except with `address`: then newest first (the indexer's documented order).
    get('/v2/transactions', 'indexer-transactions', ({ url }) => {
      onlyParams(url, [...TXN_FILTERS, 'address']);
      const address = url.searchParams.get('address');
      const search = txnSearch(url, address === null ? undefined : addressParam(address));
      return json(searchTransactionsJson(read(), search, address === null));
    }),
    ...assetRoutes(read, get),
    get('/v2/transactions/:txid', 'indexer-transaction', ({ params, url }) => {
      onlyParams(url, []);
      const txid = String(params.txid);
      if (!/^[A-Z2-7]{52}$/.test(txid)) throw badRequest('unable to parse base32 digest data');
      const ledger = read();
      const confirmed = ledger.state.txns.get(txid);
      if (!confirmed) throw notFound(`no transaction found for transaction id: ${txid}`);
      return json({ 'current-round': ledger.round, transaction: indexerTxnJson(ledger, confirmed) });
    }),
  ];
}
