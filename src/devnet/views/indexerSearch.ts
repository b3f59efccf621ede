/**
 * The indexer's transaction searches (GET /v2/transactions, /v2/accounts/{id}/transactions) with the filters the
 * local ledger implements, and its position-based paging: `next-token` is the indexer's own encoding of the last
 * row's (round, intra-round offset), so a page after it is the same whatever landed in between.
 */
import { base64ToBytes, bytesToBase64, decodeSignedTransaction } from 'algosdk';
import { badRequest } from '../engine/errors';
import type { LedgerView } from '../engine/ledger';
import type { ConfirmedTxn } from '../engine/types';
import { indexerTxnJson } from './indexerTxn';

/** A position in the chain: a round and a top-level transaction's offset in it. */
export interface TxnPosition {
  round: bigint;
  intra: number;
}

/** The filters and page of a search (all optional but the limit). */
export interface TxnSearch {
  address?: string;
  txType?: string;
  assetId?: bigint;
  round?: bigint;
  minRound?: bigint;
  maxRound?: bigint;
  notePrefix?: Uint8Array;
  limit: number;
  /** Resume after this position (exclusive), in the search's direction. */
  after?: TxnPosition;
}

/** The indexer's transaction types, as its `unknown tx-type` 400 lists them. */
export const TX_TYPES = ['acfg', 'afrz', 'appl', 'axfer', 'hb', 'keyreg', 'pay', 'stpf'] as const;

/** The indexer's token: base64url of the round (8 bytes) and intra (4 bytes), little-endian. */
export function encodeNext({ round, intra }: TxnPosition): string {
  const bytes = new Uint8Array(12);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, round, true);
  view.setUint32(8, intra, true);
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Reads a token made by encodeNext, or throws the indexer's 400. */
export function decodeNext(token: string): TxnPosition {
  let bytes: Uint8Array | undefined;
  try {
    if (/^[A-Za-z0-9_-]{16}$/.test(token)) bytes = base64ToBytes(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    bytes = undefined;
  }
  if (bytes?.length !== 12) throw badRequest('unable to parse next token');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { round: view.getBigUint64(0, true), intra: view.getUint32(8, true) };
}

const compare = (a: TxnPosition, b: TxnPosition) =>
  a.round === b.round ? a.intra - b.intra : a.round < b.round ? -1 : 1;

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  prefix.length <= bytes.length && prefix.every((byte, i) => bytes[i] === byte);

/** True when the transaction (or, for type and asset, one of its inner transfers) passes every filter. */
function matches(confirmed: ConfirmedTxn, search: TxnSearch): boolean {
  const { round } = confirmed;
  if (search.round !== undefined && round !== search.round) return false;
  if (search.minRound !== undefined && round < search.minRound) return false;
  if (search.maxRound !== undefined && round > search.maxRound) return false;
  const txn = decodeSignedTransaction(confirmed.signed).txn;
  const inner = confirmed.applyData.inner ?? [];
  if (search.notePrefix && !startsWith(txn.note, search.notePrefix)) return false;
  if (search.txType !== undefined) {
    const innerTypes: string[] = inner.map((i) => (i.assetId === undefined ? 'pay' : 'axfer'));
    if (txn.type !== search.txType && !innerTypes.includes(search.txType)) return false;
  }
  if (search.assetId !== undefined) {
    const ids = [
      txn.assetTransfer?.assetIndex,
      txn.assetConfig?.assetIndex,
      txn.assetFreeze?.assetIndex,
      ...inner.map((i) => i.assetId),
    ];
    if (!ids.includes(search.assetId)) return false;
  }
  return true;
}

/**
 * The page of matching transactions, oldest first (`ascending`) or newest first, after `search.after`;
 * `next-token` marks the last one returned (absent on an empty page).
 */
export function searchTransactionsJson(ledger: LedgerView, search: TxnSearch, ascending: boolean) {
  const { txns, history } = ledger.state;
  const candidates =
    search.address === undefined
      ? [...txns.values()]
      : (history.get(search.address) ?? []).map((txid) => txns.get(txid)!);
  const position = (t: ConfirmedTxn): TxnPosition => ({ round: t.round, intra: t.offset });
  const direction = ascending ? 1 : -1;
  const page = candidates
    .filter((t) => !search.after || direction * compare(position(t), search.after) > 0)
    .filter((t) => matches(t, search))
    .sort((a, b) => direction * compare(position(a), position(b)))
    .slice(0, search.limit);
  const last = page[page.length - 1];
  return {
    'current-round': ledger.round,
    ...(last ? { 'next-token': encodeNext(position(last)) } : {}),
    transactions: page.map((t) => indexerTxnJson(ledger, t)),
  };
}
