// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_MODELS } from '../apps';
import { buildGenesis } from '../genesis/genesis';
import { deserializeState, serializeState } from './serialize';

describe('state serialisation', () => {
  it('round-trips bigints, byte arrays and maps exactly', () => {
    const state = buildGenesis(1_767_225_600n, APP_MODELS);
    state.apps.get(1003n)!.global.set('bytes', new Uint8Array([0, 255, 7]));
    const text = serializeState(state);
    const back = deserializeState(text);
    expect(back).toEqual(state);
    expect(back.apps.get(1003n)!.global.get('bytes')).toBeInstanceOf(Uint8Array);
    expect(serializeState(back)).toBe(text);
  });
});
