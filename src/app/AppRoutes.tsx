import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LandingScreen } from '../screens/Landing';
import { LockRedirect } from './LockRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';

// Everything past the landing (config check, session screens, ledger code) is one lazy import away.
const AppScreens = lazy(() => import('./AppScreens'));

/**
 * The landing is the only screen in the first load; every other route lives in {@link AppScreens}. A route that fails
 * (a chunk gone after a redeploy) shows {@link RouteErrorBoundary}'s reload page, not a blank one.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <LockRedirect />
      <Switch>
        <Route path="/" component={LandingScreen} />
        <Route>
          <Suspense fallback={<RouteFallback />}>
            <AppScreens />
          </Suspense>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
