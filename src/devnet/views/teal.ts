/** TEAL key/values and schemas in the JSON shape algod and the indexer share (API.md §2.1). */
import { bytesToBase64 } from 'algosdk';
import type { TealValue } from '../apps/types';
import type { DeltaEntry, Schema } from '../engine/types';

const utf8 = new TextEncoder();

/** A UTF-8 string as base64 (state keys, asset names). */
export const b64 = (text: string): string => bytesToBase64(utf8.encode(text));

/** algod's TealValue: all three fields, always. */
export function tealValue(value: TealValue) {
  return typeof value === 'bigint'
    ? { bytes: '', type: 2, uint: value }
    : { bytes: bytesToBase64(value), type: 1, uint: 0 };
}

/** A state Map as TealKeyValue[], sorted by key (algod tries to). */
export function tealKeyValues(kv: Map<string, TealValue>) {
  return [...kv.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => ({ key: b64(key), value: tealValue(value) }));
}

/** `{num-byte-slice, num-uint}`. */
export const schemaJson = (schema: Schema) => ({ 'num-byte-slice': schema.numByteSlice, 'num-uint': schema.numUint });

/** An EvalDeltaKeyValue: `bytes`/`uint` only when set (API.md §2.6). */
export function deltaJson(entry: DeltaEntry) {
  const value: Record<string, unknown> = { action: entry.action };
  if (entry.bytes?.length) value.bytes = bytesToBase64(entry.bytes);
  if (entry.uint) value.uint = entry.uint;
  return { key: b64(entry.key), value };
}
