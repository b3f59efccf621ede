/**
 * What the offline worker (./sw.ts) answers, and with what. Pure, so the unit tests pin the rules: the worker
 * answers only the app's own precached files and navigations to the app's routes (with the precached index.html).
 * Everything else (algod, indexer, the referral endpoint, the local ledger's control routes, any file that is not
 * precached, the version manifest of forced updates) goes to the network untouched: the worker does not answer it
 * at all and nothing is cached at run time.
 */

import { VERSION_MANIFEST } from '../services/config/release';

/** The precached app shell and the URLs it must never stand in for. */
export interface Shell {
  /** The worker's scope, e.g. 'https://mox.example.org/': the app's origin and base path. */
  scope: string;
  /** Absolute URLs (no query) of the precached files: index.html, every JS and CSS chunk, the icons. */
  files: ReadonlySet<string>;
  /** The absolute URL of the precached index.html, the answer to a navigation to any of the app's routes. */
  index: string;
  /** The URLs the app talks to (services/config networkUrls): nothing under them is ever answered. */
  network: readonly string[];
}

/** The parts of a Request the rules read. */
export interface RequestLike {
  url: string;
  method: string;
  mode: RequestMode;
}

/** True when `url` is `base` or below it (same origin, and the path at a segment boundary of the base's). */
function isUnder(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false;
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return url.pathname === base.pathname || url.pathname.startsWith(basePath);
}

/** A route of the app ('/', '/login', '/wallet'), not a file ('/robots.txt', '/assets/missing.js'). */
function isAppRoute(path: string): boolean {
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The precached URL that answers `request`, or null when the network answers it and the worker stays out. */
export function shellAnswer(request: RequestLike, shell: Shell): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  // The version manifest decides forced security updates: an answer from any cache would hide the newest minimum.
  if (`${url.origin}${url.pathname}` === new URL(VERSION_MANIFEST, shell.scope).href) return null;
  if (shell.network.some((base) => isUnder(url, new URL(base)))) return null;
  if (!isUnder(url, new URL(shell.scope))) return null;
  const file = `${url.origin}${url.pathname}`;
  if (shell.files.has(file)) return file;
  return request.mode === 'navigate' && isAppRoute(url.pathname) ? shell.index : null;
}

/** The absolute URLs of a precache manifest's entries (workbox's `self.__WB_MANIFEST`), resolved against `scope`. */
export function precachedFiles(
  entries: ReadonlyArray<string | { url: string; revision?: string | null }>,
  scope: string,
): Set<string> {
  return new Set(entries.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, scope).href));
}
