// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidAddress } from 'algosdk';
import { LOOK_ALIKES } from '../../test/lookAlike';
import { lookAlikeOf } from './recipients';

const friend = 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';
// Same first four and last four characters, different middle: what an address-poisoning attacker generates.
const impostor = 'WEXRQQQQ4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';
const stranger = 'ZZZZZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';

describe('lookAlikeOf', () => {
  it.each<[string, string, string[], string | undefined]>([
    ['an address with the same ends as an earlier one', impostor, [friend], friend],
    ['the earlier recipient itself', friend, [friend], undefined],
    ['an address that differs in its first four', stranger, [friend], undefined],
    ['an address that differs in its last four', `${friend.slice(0, -1)}A`, [friend], undefined],
    ['any address when nobody was paid before', impostor, [], undefined],
    ['the look-alike among several earlier recipients', impostor, [stranger, friend], friend],
  ])('%s', (_, receiver, earlier, expected) => {
    expect(lookAlikeOf(receiver, earlier)).toBe(expected);
  });
});

describe('the look-alike pairs the tests pay and save (src/test/lookAlike.ts)', () => {
  it.each(LOOK_ALIKES)('%s and %s: both valid addresses, each the look-alike of the other', (real, forged) => {
    expect([isValidAddress(real), isValidAddress(forged)]).toEqual([true, true]);
    expect(lookAlikeOf(forged, [real])).toBe(real);
    expect(lookAlikeOf(real, [forged])).toBe(forged);
  });
});
