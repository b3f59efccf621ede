import { createContext, useContext } from 'react';

/**
 * Route code to fetch ahead of a navigation the user is about to ask for (e.g. /home as they type the password).
 * The app hands down, through {@link RoutePreloadContext}, one preloader made from its route table; screens and
 * hooks ask by path, so nothing below the app imports screens, and nothing is registered as an import's side effect.
 */
export type PreloadRoute = (path: string) => void;

/**
 * A preloader over `loaders` (path → how to load its code): each path's code starts loading once; a failure is left
 * for the real navigation to report, and the next call tries again. Paths without a loader cost nothing.
 */
export function routePreloader(loaders: ReadonlyMap<string, () => Promise<unknown>>): PreloadRoute {
  const started = new Set<string>();
  return (path) => {
    const load = loaders.get(path);
    if (!load || started.has(path)) return;
    started.add(path);
    load().catch(() => started.delete(path));
  };
}

/** The app's preloader (src/app/routing/AppRoutes); outside the app (a hook test, a lone story) it does nothing. */
export const RoutePreloadContext = createContext<PreloadRoute>(() => undefined);

/** The function that starts loading a path's code ahead of its navigation. */
export function useRoutePreload(): PreloadRoute {
  return useContext(RoutePreloadContext);
}
