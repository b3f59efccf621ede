/**
 * Route code to fetch ahead of a navigation the user has already asked for (e.g. /home while the login KDF runs).
 * The app registers a loader per path; screens and hooks ask by path, so nothing below the app imports screens.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/** Called by the route table: how to load the code of `path`. */
export function registerRoutePreload(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/** Starts loading `path`'s code if the app registered it; a failure is left for the real navigation to report. */
export function preloadRoute(path: string): void {
  loaders
    .get(path)?.()
    .catch(() => undefined);
}
