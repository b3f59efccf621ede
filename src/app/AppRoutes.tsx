import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { RoutePreloadContext, routePreloader } from '../hooks/preload';
import { lazyScreen } from './lazyScreen';
import { LockRedirect } from './LockRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { routeScreen } from './routeScreen';
import { ROUTES } from './routes';

const SCREENS = ROUTES.map((route) => ({ path: route.path, screen: routeScreen(route) }));
// Screens and hooks may not import the app: they ask for a route's code by path (login preloads /home while its KDF
// runs) through the context below.
const PRELOAD = routePreloader(
  new Map(SCREENS.flatMap(({ path, screen }) => (screen.preload ? [[path, screen.preload] as const] : []))),
);

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
    </RouteErrorBoundary>
  );
}
