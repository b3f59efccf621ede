// @vitest-environment node
import { bytesToBase64, modelsv2 } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeStateDelta } from './delta';

const b64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
const entry = (key: string, value: ConstructorParameters<typeof modelsv2.EvalDelta>[0]) =>
  new modelsv2.EvalDeltaKeyValue({ key: b64(key), value: new modelsv2.EvalDelta(value) });

describe('decodeStateDelta', () => {
  it('reads set-bytes, set-uint (algod omits a zero) and delete entries under their UTF-8 keys', () => {
    const delta = decodeStateDelta([
      entry('nombre', { action: 1, bytes: b64('hola') }),
      entry('last_spin_result', { action: 2, uint: 200n }),
      entry('total_participants', { action: 2 }),
      entry('viejo', { action: 3 }),
    ]);
    expect(delta).toEqual({ nombre: b64('hola'), last_spin_result: 200n, total_participants: 0n, viejo: null });
  });

  it('is empty when the transaction changed no state (algod omits the field)', () => {
    expect(decodeStateDelta(undefined)).toEqual({});
  });
});
