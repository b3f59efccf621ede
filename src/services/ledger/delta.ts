import { base64ToBytes, bytesToString, type modelsv2 } from 'algosdk';
import type { StateValue } from './state';

/** What a confirmed app call changed in a state: the new value of each key, or null for a deleted key. */
export type StateDelta = Readonly<Record<string, StateValue | null>>;

const SET_BYTES = 1;
const SET_UINT = 2;

/**
 * Decodes a state delta of a confirmed transaction (e.g. `confirmed.record.globalStateDelta`): the
 * roulette reads this spin's result here, not from a later global read another player may have changed.
 * algod sends delta keys and byte values in base64 and omits a zero uint.
 */
export function decodeStateDelta(delta: readonly modelsv2.EvalDeltaKeyValue[] | undefined): StateDelta {
  return Object.fromEntries(
    (delta ?? []).map(({ key, value }): [string, StateValue | null] => {
      const name = bytesToString(base64ToBytes(key));
      if (value.action === SET_BYTES) return [name, value.bytes ?? ''];
      if (value.action === SET_UINT) return [name, value.uint ?? 0n];
      return [name, null];
    }),
  );
}
