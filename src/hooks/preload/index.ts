/**
 * Route code to fetch ahead of a navigation the user is about to ask for (e.g. /home as they type the password).
 * The app registers a loader per path; screens and hooks ask by path, so nothing below the app imports screens.
 */
const loaders = new Map<string, () => Promise<unknown>>();
/** Paths whose code is loading or loaded: asking again costs nothing (each load call re-walks its dependency list). */
const started = new Set<string>();

/** Called by the route table: how to load the code of `path`. */
export function registerRoutePreload(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
  started.delete(path);
}

/**
 * Starts loading `path`'s code once, if the app registered it. A failure is left for the real navigation to report,
 * and the next call tries again.
 */
export function preloadRoute(path: string): void {
  const load = loaders.get(path);
  if (!load || started.has(path)) return;
  started.add(path);
  load().catch(() => started.delete(path));
}
