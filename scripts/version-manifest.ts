/**
 * Forced security updates (src/services/config/release.ts): the build's version (package.json `version`, or
 * `MOX_APP_VERSION` from the environment: e2e/appUpdate.spec.ts builds a next release beside the current one) goes into
 * the bundle as `__MOX_APP_VERSION__`, and `version.json` beside index.html says it and the minimum safe version
 * (package.json `minimumSafeVersion`, or `MOX_MINIMUM_SAFE_VERSION` from the environment). Any app running a version
 * below that minimum updates and reloads without asking (src/app/updates/securityUpdates.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VERSION_MANIFEST, isOlder, parseVersion, type VersionManifest } from '../src/services/config/release.ts';

/** The manifest this build publishes; throws (stopping the build) on a malformed or impossible pair. */
export function versionManifest(
  pkg: { version?: unknown; minimumSafeVersion?: unknown },
  env: Record<string, string | undefined> = process.env,
): VersionManifest {
  const version = env.MOX_APP_VERSION || pkg.version;
  const minimumSafeVersion = env.MOX_MINIMUM_SAFE_VERSION || pkg.minimumSafeVersion;
  if (typeof version !== 'string' || !parseVersion(version))
    throw new Error(
      `The version (package.json "version" or MOX_APP_VERSION) must be major.minor.patch, not ${String(version)}`,
    );
  if (typeof minimumSafeVersion !== 'string' || !parseVersion(minimumSafeVersion))
    throw new Error(
      `The minimum safe version (package.json "minimumSafeVersion" or MOX_MINIMUM_SAFE_VERSION) must be major.minor.patch, not ${String(minimumSafeVersion)}`,
    );
  // A build below its own minimum would reload itself forever.
  if (isOlder(version, minimumSafeVersion))
    throw new Error(`The minimum safe version ${minimumSafeVersion} is above this build's version ${version}`);
  return { version, minimumSafeVersion };
}

export function versionManifestPlugin(): Plugin {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  let manifest: VersionManifest;
  return {
    name: 'mox-version-manifest',
    config() {
      manifest = versionManifest(pkg);
      return { define: { __MOX_APP_VERSION__: JSON.stringify(manifest.version) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_MANIFEST, source: `${JSON.stringify(manifest)}\n` });
    },
  };
}
