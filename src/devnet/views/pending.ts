/**
 * GET /v2/transactions/pending/{txid} (API.md §2.6): go-codec omits every empty optional field;
 * `pool-error` and `txn` (the SignedTxn exactly as submitted) are always there.
 */
import { bytesToBase64, decodeAddress, decodeSignedTransaction, encodeAddress, msgpackRawDecode } from 'algosdk';
import type { Transaction } from 'algosdk';
import type { ApplyData, ConfirmedTxn, InnerTxnRecord } from '../engine/types';
import { deltaJson } from './teal';

/** The raw msgpack map of an inner transfer (addresses and hashes as bin, zero fields omitted). */
export function innerTxnMap(inner: InnerTxnRecord, outer: Transaction): Record<string, unknown> {
  const snd = decodeAddress(inner.sender).publicKey;
  const rcv = decodeAddress(inner.receiver).publicKey;
  const common = { fv: outer.firstValid, lv: outer.lastValid, snd };
  if (inner.assetId === undefined) {
    return { ...(inner.amount ? { amt: inner.amount } : {}), ...common, rcv, type: 'pay' };
  }
  return { ...(inner.amount ? { aamt: inner.amount } : {}), arcv: rcv, ...common, type: 'axfer', xaid: inner.assetId };
}

/** The fields ApplyData adds (each only when non-empty). */
export function applyDataFields(applyData: ApplyData, outer: Transaction): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (applyData.assetClosingAmount) fields['asset-closing-amount'] = applyData.assetClosingAmount;
  if (applyData.configAsset) fields['asset-index'] = applyData.configAsset;
  if (applyData.closingAmount) fields['closing-amount'] = applyData.closingAmount;
  if (applyData.globalDelta?.length) fields['global-state-delta'] = applyData.globalDelta.map(deltaJson);
  if (applyData.inner?.length) {
    fields['inner-txns'] = applyData.inner.map((inner) => ({
      'pool-error': '',
      txn: { txn: innerTxnMap(inner, outer) },
    }));
  }
  if (applyData.localDeltas?.length) {
    fields['local-state-delta'] = applyData.localDeltas.map(({ address, delta }) => ({
      address,
      delta: delta.map(deltaJson),
    }));
  }
  return fields;
}

/** The response as a plain object with msgpack types (bin = Uint8Array, uint = bigint). */
export function pendingObject(confirmed: ConfirmedTxn, outer: Transaction): Record<string, unknown> {
  return {
    'confirmed-round': confirmed.round,
    ...applyDataFields(confirmed.applyData, outer),
    'pool-error': '',
    txn: msgpackRawDecode(confirmed.signed),
  };
}

/** A transaction not in a block: waiting in the pool (`pool-error` "") or evicted (its reason), no `confirmed-round`. */
export function pooledObject(signed: Uint8Array, poolError: string): Record<string, unknown> {
  return { 'pool-error': poolError, txn: msgpackRawDecode(signed) };
}

/** Fields whose 32 bytes are an address (single, or a list of them). */
const ADDRESS_FIELDS = new Set(['snd', 'rcv', 'close', 'arcv', 'aclose', 'asnd', 'fadd', 'rekey', 'sgnr']);
const ADDRESS_LISTS = new Set(['apat', 'sa']);

/**
 * A msgpack-typed object as algod's JSON for `format=json` (go-codec's JSON handle): addresses as their text,
 * other bytes base64, map keys as strings (uint64 stay bigint: the JSON writer prints them as bare numbers).
 */
export function toJsonShape(value: unknown, key = ''): unknown {
  if (value instanceof Uint8Array) {
    return ADDRESS_FIELDS.has(key) && value.length === 32 ? encodeAddress(value) : bytesToBase64(value);
  }
  if (Array.isArray(value)) return value.map((item) => toJsonShape(item, ADDRESS_LISTS.has(key) ? 'snd' : ''));
  if (value instanceof Map) {
    return Object.fromEntries([...value.entries()].map(([k, v]) => [String(k), toJsonShape(v)]));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonShape(v, k)]));
  }
  return value;
}

/** The addresses algod's MatchAddress finds a transaction by: sender, receivers, close-to and clawback target. */
function relevantAddresses(txn: Transaction): string[] {
  const { payment: pay, assetTransfer: axfer } = txn;
  return [
    txn.sender,
    pay?.receiver,
    pay?.closeRemainderTo,
    axfer?.receiver,
    axfer?.closeRemainderTo,
    axfer?.assetSender,
  ].flatMap((a) => (a ? [a.toString()] : []));
}

/**
 * GET /v2/transactions/pending and /v2/accounts/{address}/transactions/pending: the pool's signed transactions
 * (at most `max` when it is not 0, only those `address` is relevant to when given) and the pool's size.
 */
export function pendingListObject(pool: Uint8Array[], max: bigint, address?: string): Record<string, unknown> {
  const matching = address
    ? pool.filter((bytes) => relevantAddresses(decodeSignedTransaction(bytes).txn).includes(address))
    : pool;
  return {
    'top-transactions': (max ? matching.slice(0, Number(max)) : matching).map((bytes) => msgpackRawDecode(bytes)),
    'total-transactions': BigInt(pool.length),
  };
}
