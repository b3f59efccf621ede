import { Suspense, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { LedgerOptions } from '../../hooks/ledger';
import { RoutePreloadContext, routePreloader } from '../../hooks/preload';
import { lazyScreen } from './lazyScreen';
import { ledgerLayout } from '../ledger/LedgerLayout';
import { LockRedirect } from './LockRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { isFramed, ROUTES, type PageRoute } from './routes';

/** A route outside the ledger layout: the landing (in the first load), or a page of its own chunk. */
const pageScreen = (route: PageRoute): ComponentType & { preload?: () => Promise<void> } =>
  'screen' in route ? route.screen : lazyScreen(route.load);

const PAGES = ROUTES.flatMap((route) => (isFramed(route) ? [] : [{ path: route.path, Screen: pageScreen(route) }]));
const LEDGER = ledgerLayout(ROUTES.filter(isFramed));

const NotFoundScreen = lazyScreen(() => import('../../screens/NotFound').then((m) => m.NotFoundScreen));

/** Each path's code, for {@link routePreloader}: a page's chunk, or a ledger screen's with the layout's. */
const routeLoaders = () =>
  new Map<string, () => Promise<unknown>>([
    ...PAGES.flatMap(({ path, Screen }) => (Screen.preload ? [[path, Screen.preload] as const] : [])),
    ...LEDGER.preloads,
  ]);

/**
 * The screens of the route table (./routes): its pages, each its own lazy chunk but the landing's, the framed routes as
 * one ledger layout (../ledger/LedgerLayout, given `ledger`'s options), and the not-found page for any other path. A
 * route that fails (a chunk gone after a redeploy) shows {@link RouteErrorBoundary}'s reload page, not a blank one.
 */
export function AppRoutes({ ledger }: { ledger?: LedgerOptions }) {
  // Screens and hooks may not import the app: they ask for a route's code by path (login preloads /home while its KDF
  // runs) through the context below. One preloader per App: nothing is fetched or registered before the App mounts.
  const [preload] = useState(() => routePreloader(routeLoaders()));
  return (
    <RouteErrorBoundary>
      <LockRedirect />
      <RoutePreloadContext value={preload}>
        <Suspense fallback={<RouteFallback />}>
          <Switch>
            {PAGES.map(({ path, Screen }) => (
              <Route key={path} path={path} component={Screen} />
            ))}
            <Route path={LEDGER.path}>
              <LEDGER.Layout {...ledger} />
            </Route>
            <Route component={NotFoundScreen} />
          </Switch>
        </Suspense>
      </RoutePreloadContext>
    </RouteErrorBoundary>
  );
}
