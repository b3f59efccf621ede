/**
 * GET /v2/transactions/pending/{txid} (API.md §2.6): go-codec omits every empty optional field;
 * `pool-error` and `txn` (the SignedTxn exactly as submitted) are always there.
 */
import { bytesToBase64, decodeAddress, msgpackRawDecode } from 'algosdk';
import type { Transaction } from 'algosdk';
import type { ApplyData, ConfirmedTxn, InnerTxnRecord } from '../engine/types';
import { deltaJson } from './teal';

/** The raw msgpack map of an inner transfer (addresses and hashes as bin, zero fields omitted). */
function innerTxnMap(inner: InnerTxnRecord, outer: Transaction): Record<string, unknown> {
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

/** The same object for `format=json`: byte fields become base64 strings. */
export function toJsonShape(value: unknown): unknown {
  if (value instanceof Uint8Array) return bytesToBase64(value);
  if (Array.isArray(value)) return value.map(toJsonShape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonShape(v)]));
  }
  return value;
}
