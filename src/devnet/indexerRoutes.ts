/**
 * The indexer's routes over the ledger (API.md §4): health, account lookup and search, transaction lookup and
 * searches. A query parameter the local ledger does not implement is refused with a 400 naming it.
 */
import type { HttpHandler } from 'msw';
import { base64ToBytes } from 'algosdk';
import { badRequest, notFound } from './engine/errors';
import type { Ledger } from './engine/ledger';
import type { Faults } from './faults';
import { addressParam, limitParam, optionalUint, parseUint64, uintParam } from './params';
import { json } from './respond';
import { getRoute, onlyParams } from './routeKit';
import {
  ACCOUNTS_LIMIT,
  checkResourceLimit,
  excludeParam,
  indexerAccountJson,
  searchAccountsJson,
} from './views/indexerAccount';
import { decodeNext, searchTransactionsJson, TX_TYPES, type TxnSearch } from './views/indexerSearch';
import { indexerTxnJson, TXNS_LIMIT } from './views/indexerTxn';
import {
  assetBalancesJson,
  ASSETS_SEARCH_LIMIT,
  BALANCES_LIMIT,
  indexerAssetJson,
  searchAssetsJson,
} from './views/indexerAssets';

/** The indexer release whose answers these follow. */
const INDEXER_VERSION = '3.9.0';

/** The filters both transaction searches implement. */
const TXN_FILTERS = ['tx-type', 'asset-id', 'round', 'min-round', 'max-round', 'note-prefix', 'limit', 'next'];

/**
 * The indexer's 400 for a transaction search's rejected inputs: it collects them (its filter conversion, then
 * its validation) and answers them together, `invalid input: ` and the list.
 */
function refuseInputs(problems: string[]): void {
  if (problems.length > 0) throw badRequest(`invalid input: ${problems.join(', ')}`);
}

/** `note-prefix` as Go's standard base64 (padded, no URL alphabet) decodes it, or the indexer's problem text. */
function notePrefixParam(note: string | null): Uint8Array | string | undefined {
  if (note === null) return undefined;
  if (!(note.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(note)))
    return "unable to parse base64 data: 'note-prefix'";
  return base64ToBytes(note);
}

/** A transaction search's filters from the query, with the indexer's 400s for bad values. */
function txnSearch(url: URL, address?: string): TxnSearch {
  const query = url.searchParams;
  const notePrefix = notePrefixParam(query.get('note-prefix'));
  const txType = query.get('tx-type')?.toLowerCase();
  const knownType = txType === undefined || (TX_TYPES as readonly string[]).includes(txType);
  refuseInputs([
    ...(typeof notePrefix === 'string' ? [notePrefix] : []),
    ...(knownType ? [] : [`unknown tx-type [valid types: ${TX_TYPES.join(', ')}]: '${txType}'`]),
  ]);
  const round = optionalUint(url, 'round');
  // The indexer takes a 0 bound as no bound.
  const minRound = optionalUint(url, 'min-round') || undefined;
  const maxRound = optionalUint(url, 'max-round') || undefined;
  refuseInputs([
    ...(round !== undefined && (minRound || maxRound) ? ['cannot specify round and min-round/max-round'] : []),
    ...(round === undefined && minRound && maxRound && minRound > maxRound
      ? ['min-round must be less than max-round']
      : []),
  ]);
  const next = query.get('next');
  return {
    address,
    txType,
    assetId: optionalUint(url, 'asset-id'),
    round,
    minRound,
    maxRound,
    notePrefix: notePrefix as Uint8Array | undefined,
    limit: limitParam(url, TXNS_LIMIT),
    after: next === null ? undefined : decodeNext(next),
  };
}

/** `next` of a search paged by address: a checksummed address, or the indexer's 400. */
function nextAddress(url: URL): string | undefined {
  const next = url.searchParams.get('next') ?? undefined;
  if (next !== undefined && !/^[A-Z2-7]{58}$/.test(next)) throw badRequest('unable to parse next token');
  return next;
}

/** The asset routes: search, lookup and the holders of one asset. */
function assetHandlers(ledger: Ledger, get: ReturnType<typeof getRoute>): HttpHandler[] {
  return [
    get('/v2/assets', 'indexer-assets', ({ url }) => {
      onlyParams(url, ['include-all', 'limit', 'next', 'creator', 'name', 'unit', 'asset-id']);
      const creator = url.searchParams.get('creator');
      const next = url.searchParams.get('next');
      const after = next === null ? undefined : parseUint64(next);
      if (typeof after === 'string') throw badRequest('unable to parse next token');
      return json(
        searchAssetsJson(ledger, {
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
      const asset = ledger.state.assets.get(id);
      if (!asset) throw notFound(`no assets found for asset-id: ${id}`);
      return json({ asset: indexerAssetJson(asset), 'current-round': ledger.round });
    }),
    get('/v2/assets/:id/balances', 'indexer-asset-balances', ({ params, url }) => {
      onlyParams(url, ['include-all', 'limit', 'next', 'currency-greater-than', 'currency-less-than']);
      return json(
        assetBalancesJson(ledger, uintParam('asset-id', params.id), {
          currencyGreaterThan: optionalUint(url, 'currency-greater-than'),
          currencyLessThan: optionalUint(url, 'currency-less-than'),
          limit: limitParam(url, BALANCES_LIMIT),
          next: nextAddress(url),
        }),
      );
    }),
  ];
}

/** The indexer's handlers over `ledger`, on `base` (its 404 for other paths is added by createHandlers). */
export function indexerHandlers(ledger: Ledger, base: string, faults: Faults): HttpHandler[] {
  const get = getRoute(base, faults);
  return [
    get('/health', 'indexer-health', ({ url }) => {
      onlyParams(url, []);
      return json({
        data: { 'migration-required': false, 'read-only-mode': true },
        'db-available': true,
        'is-migrating': false,
        message: String(ledger.round),
        round: ledger.round,
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
        searchAccountsJson(ledger, {
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
      return json(searchTransactionsJson(ledger, txnSearch(url, addressParam(params.address)), false));
    }),
    // Oldest first, except with `address`: then newest first (the indexer's documented order).
    get('/v2/transactions', 'indexer-transactions', ({ url }) => {
      onlyParams(url, [...TXN_FILTERS, 'address']);
      const address = url.searchParams.get('address');
      const search = txnSearch(url, address === null ? undefined : addressParam(address));
      return json(searchTransactionsJson(ledger, search, address === null));
    }),
    ...assetHandlers(ledger, get),
    get('/v2/transactions/:txid', 'indexer-transaction', ({ params, url }) => {
      onlyParams(url, []);
      const txid = String(params.txid);
      if (!/^[A-Z2-7]{52}$/.test(txid)) throw badRequest('unable to parse base32 digest data');
      const confirmed = ledger.state.txns.get(txid);
      if (!confirmed) throw notFound(`no transaction found for transaction id: ${txid}`);
      return json({ 'current-round': ledger.round, transaction: indexerTxnJson(ledger, confirmed) });
    }),
  ];
}
