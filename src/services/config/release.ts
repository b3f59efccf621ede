/**
 * Forced security updates (README "Safety"): every build publishes a small manifest beside index.html with its own
 * version and the minimum safe version; a running app older than that minimum must update without asking.
 */

/** The manifest's file name, at the root of the app's scope. Never precached nor answered by the worker (src/sw). */
export const VERSION_MANIFEST = 'version.json';

/** What `version.json` holds. */
export interface VersionManifest {
  /** The version of the build that published it. */
  version: string;
  /** Any running version below this must update at once. */
  minimumSafeVersion: string;
}

/** `major.minor.patch`, plain numbers: the form package.json's `version` and `minimumSafeVersion` take. */
const VERSION = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/;

/** The three numbers of a version, or null when it is not `major.minor.patch`. */
export function parseVersion(text: unknown): [number, number, number] | null {
  const match = typeof text === 'string' ? VERSION.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether version `a` is older than `b` (both well formed). */
export function isOlder(a: string, b: string): boolean {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) throw new Error(`Not a major.minor.patch version: ${x ? b : a}`);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
}

/** The manifest as fetched, checked; null for anything malformed (a proxy's error page, a truncated answer). */
export function readManifest(value: unknown): VersionManifest | null {
  const { version, minimumSafeVersion } = (value ?? {}) as Record<string, unknown>;
  if (!parseVersion(version) || !parseVersion(minimumSafeVersion)) return null;
  return { version: version as string, minimumSafeVersion: minimumSafeVersion as string };
}

/**
 * Whether the running version must update now. A malformed or missing manifest forces nothing: the check can only
 * make the app update, never keep it from working offline or behind a broken proxy.
 */
export function mustUpdate(running: string, fetched: unknown): boolean {
  const manifest = readManifest(fetched);
  return manifest !== null && isOlder(running, manifest.minimumSafeVersion);
}
