/**
 * Lossless JSON for the ledger state (bigint, Uint8Array and Map survive), used to persist the
 * devnet between restarts and to compare states byte for byte in tests.
 */
import { base64ToBytes, bytesToBase64 } from 'algosdk';
import type { LedgerState } from './types';

function replacer(this: unknown, key: string, value: unknown): unknown {
  // Read the holder's raw value: Uint8Array has no toJSON, but reading `this` keeps all three cases alike.
  const raw = (this as Record<string, unknown>)[key];
  if (typeof raw === 'bigint') return { $n: raw.toString() };
  if (raw instanceof Uint8Array) return { $b: bytesToBase64(raw) };
  if (raw instanceof Map) return { $m: [...raw.entries()] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as Partial<Record<'$n' | '$b' | '$m', unknown>>;
    if (typeof tagged.$n === 'string') return BigInt(tagged.$n);
    if (typeof tagged.$b === 'string') return base64ToBytes(tagged.$b);
    if (Array.isArray(tagged.$m)) return new Map(tagged.$m as [unknown, unknown][]);
  }
  return value;
}

/** The state as JSON text (deterministic for a given state: Maps keep insertion order). */
export function serializeState(state: LedgerState): string {
  return JSON.stringify(state, replacer);
}

/** The inverse of serializeState. */
export function deserializeState(text: string): LedgerState {
  return JSON.parse(text, reviver) as LedgerState;
}
