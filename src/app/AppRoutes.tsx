import { Route, Switch } from 'wouter';
import { LandingScreen } from '../screens/Landing';
import AppScreens from './AppScreens';
import { LockRedirect } from './LockRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The landing and the route table are in the first load; every other screen is its own lazy chunk
 * ({@link AppScreens}). The table is not a chunk of its own: behind one, a page load of /login would wait for it before
 * it could ask for the login screen, one more round trip before the first paint. A route that fails (a chunk gone
 * after a redeploy) shows {@link RouteErrorBoundary}'s reload page, not a blank one.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <LockRedirect />
      <Switch>
        <Route path="/" component={LandingScreen} />
        <Route>
          <AppScreens />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
