import { createContext, useContext } from 'react';

/**
 * The paths the app routes today. Decision: the route table (app/routes.ts) is the one source and hands its
 * paths down through this context, because screens may not import app; adding a route there makes its links live.
 */
export const LiveRoutesContext = createContext<ReadonlySet<string>>(new Set());

/** Whether the app routes `path` today; a link to a screen not built yet shows 'Próximamente' instead. */
export function useIsLiveRoute(path: string): boolean {
  return useContext(LiveRoutesContext).has(path);
}
