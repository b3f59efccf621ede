// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { versionManifest } from './version-manifest';

describe('the version manifest a build publishes', () => {
  it('takes the version and minimum from package.json, the minimum overridable from the environment', () => {
    expect(versionManifest({ version: '1.4.0', minimumSafeVersion: '1.2.0' }, {})).toEqual({
      version: '1.4.0',
      minimumSafeVersion: '1.2.0',
    });
    expect(
      versionManifest({ version: '1.4.0', minimumSafeVersion: '1.2.0' }, { MOX_MINIMUM_SAFE_VERSION: '1.4.0' }),
    ).toEqual({ version: '1.4.0', minimumSafeVersion: '1.4.0' });
  });

  it("takes the version from MOX_APP_VERSION when set, checked as package.json's", () => {
    const pkg = { version: '1.4.0', minimumSafeVersion: '1.2.0' };
    expect(versionManifest(pkg, { MOX_APP_VERSION: '1.4.1' })).toEqual({
      version: '1.4.1',
      minimumSafeVersion: '1.2.0',
    });
    expect(() => versionManifest(pkg, { MOX_APP_VERSION: '1.4' })).toThrow(/MOX_APP_VERSION/);
    expect(() => versionManifest(pkg, { MOX_APP_VERSION: '1.1.0' })).toThrow(/above/);
  });

  it('stops the build on a malformed version or a minimum above the build itself', () => {
    expect(() => versionManifest({ version: '1.4', minimumSafeVersion: '1.2.0' }, {})).toThrow(/version/);
    expect(() => versionManifest({ version: '1.4.0' }, {})).toThrow(/minimumSafeVersion/);
    expect(() => versionManifest({ version: '1.4.0', minimumSafeVersion: '1.5.0' }, {})).toThrow(/above/);
  });
});
