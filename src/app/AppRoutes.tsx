import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RoutePreloadContext, routePreloader } from '../hooks/preload';
import { LiveRoutesContext } from '../hooks/routes';
import { lazyScreen } from './lazyScreen';
import { LockRedirect } from './LockRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { routeScreen } from './routeScreen';
import { ROUTES } from './routes';

const SCREENS = ROUTES.map((route) => ({ path: route.path, screen: routeScreen(route) }));
// Screens and hooks may not import the app: they ask for a route's code by path (login preloads /home while its KDF
// runs) and learn which paths are live, through the contexts below.
const PRELOAD = routePreloader(
  new Map(SCREENS.flatMap(({ path, screen }) => (screen.preload ? [[path, screen.preload] as const] : []))),
);
const LIVE_ROUTES: ReadonlySet<string> = new Set(ROUTES.map(({ path }) => path));

const NotFoundScreen = lazyScreen(() => import('../screens/NotFound').then((m) => m.NotFoundScreen));

/**
 * The screens of the route table (./routes), each its own lazy chunk but the landing's, and the not-found page for
 * any other path. A route that fails (a chunk gone after a redeploy) shows {@link RouteErrorBoundary}'s reload page,
 * not a blank one.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <LockRedirect />
      <LiveRoutesContext value={LIVE_ROUTES}>
        <RoutePreloadContext value={PRELOAD}>
          <Suspense fallback={<RouteFallback />}>
            <Switch>
              {SCREENS.map(({ path, screen }) => (
                <Route key={path} path={path} component={screen} />
              ))}
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </RoutePreloadContext>
      </LiveRoutesContext>
    </RouteErrorBoundary>
  );
}
