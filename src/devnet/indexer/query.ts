/** The indexer's query parameters shared by its routes: transaction search filters and address paging. */
import { base64ToBytes } from 'algosdk';
import { badRequest } from '../engine/errors';
import { limitParam, optionalUint } from '../params';
import { decodeNext, TX_TYPES, type TxnSearch } from '../views/indexerSearch';
import { TXNS_LIMIT } from '../views/indexerTxn';

/** The filters both transaction searches implement. */
export const TXN_FILTERS = ['tx-type', 'asset-id', 'round', 'min-round', 'max-round', 'note-prefix', 'limit', 'next'];

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
export function txnSearch(url: URL, address?: string): TxnSearch {
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
export function nextAddress(url: URL): string | undefined {
  const next = url.searchParams.get('next') ?? undefined;
  if (next !== undefined && !/^[A-Z2-7]{58}$/.test(next)) throw badRequest('unable to parse next token');
  return next;
}
