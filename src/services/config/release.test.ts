// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOlder, mustUpdate, parseVersion, readManifest } from './release';

describe('the minimum safe version decides a forced update', () => {
  it('compares major.minor.patch as numbers, not as text', () => {
    expect(isOlder('0.9.0', '0.10.0')).toBe(true);
    expect(isOlder('1.2.3', '1.2.3')).toBe(false);
    expect(isOlder('2.0.0', '1.99.99')).toBe(false);
    expect(isOlder('1.2.3', '1.2.4')).toBe(true);
  });

  it('forces an update only when the running version is below the minimum', () => {
    expect(mustUpdate('0.1.0', { version: '0.2.0', minimumSafeVersion: '0.2.0' })).toBe(true);
    expect(mustUpdate('0.2.0', { version: '0.3.0', minimumSafeVersion: '0.2.0' })).toBe(false);
    expect(mustUpdate('0.3.0', { version: '0.3.0', minimumSafeVersion: '0.1.0' })).toBe(false);
  });

  it('a malformed or missing manifest forces nothing', () => {
    for (const fetched of [null, undefined, '<html>', {}, { version: '1.0.0' }, { minimumSafeVersion: 'v2' }]) {
      expect(mustUpdate('0.1.0', fetched)).toBe(false);
    }
    expect(readManifest({ version: '1.0.0', minimumSafeVersion: '1.0' })).toBeNull();
    expect(parseVersion('1.0.0-beta')).toBeNull();
  });
});
