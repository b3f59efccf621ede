/** StateStore over a key/value Map, and the state delta algod reports for a change to one. */
import type { StateStore, TealValue } from '../apps/types';
import type { DeltaEntry, Schema } from './types';

/** A StateStore that reads and writes `kv` in place. */
export function storeOver(kv: Map<string, TealValue>): StateStore {
  return {
    get: (key) => kv.get(key),
    uint: (key) => {
      const value = kv.get(key);
      return typeof value === 'bigint' ? value : 0n;
    },
    set: (key, value) => void kv.set(key, value),
    delete: (key) => void kv.delete(key),
  };
}

function sameValue(a: TealValue, b: TealValue): boolean {
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The delta from `before` to `after`, in key order (algod sorts deltas). */
export function stateDelta(before: Map<string, TealValue>, after: Map<string, TealValue>): DeltaEntry[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const delta: DeltaEntry[] = [];
  for (const key of keys) {
    const old = before.get(key);
    const now = after.get(key);
    if (now === undefined) {
      if (old !== undefined) delta.push({ key, action: 3 });
    } else if (old === undefined || !sameValue(old, now)) {
      delta.push(typeof now === 'bigint' ? { key, action: 2, uint: now } : { key, action: 1, bytes: now });
    }
  }
  return delta;
}

/**
 * algod's schema check of a key/value store after a program wrote it: `store integer count N exceeds schema
 * integer count M` (or bytes), or undefined when the store fits its schema.
 */
export function schemaProblem(kv: Map<string, TealValue>, schema: Schema): string | undefined {
  const values = [...kv.values()];
  const uints = values.filter((v) => typeof v === 'bigint').length;
  const bytes = values.length - uints;
  if (uints > schema.numUint) return `store integer count ${uints} exceeds schema integer count ${schema.numUint}`;
  if (bytes > schema.numByteSlice)
    return `store bytes count ${bytes} exceeds schema bytes count ${schema.numByteSlice}`;
  return undefined;
}
