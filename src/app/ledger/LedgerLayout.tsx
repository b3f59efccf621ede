import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { useWallet } from '../../hooks/session/useWallet';
import type { LedgerOptions } from '../../hooks/ledger';
import { lazyScreen } from '../routing/lazyScreen';
import { RouteFallback } from '../routing/RouteFallback';
import type { Frame, FramedRoute } from '../routing/routes';

// Their own chunks: the signed-out page brings the frame and its copy, the boundary React Query and the paid-action
// path; the landing and /login load none of them (ADR 0003).
const SignedOutScreen = lazy(() =>
  import('../routing/SignedOutScreen').then((module) => ({ default: module.SignedOutScreen })),
);
const LedgerBoundary = lazyScreen(() => import('./LedgerBoundary').then((module) => module.LedgerBoundary));

/** `Screen` inside `frame`: the frame's code (../routing/RouteFrame, the page shell) travels with the screen's chunk. */
async function framed<P extends object>(load: () => Promise<ComponentType<P>>, frame: Frame) {
  const [{ RouteFrame }, Screen] = await Promise.all([import('../routing/RouteFrame'), load()]);
  return (props: P) => (
    <RouteFrame frame={frame}>
      <Screen {...props} />
    </RouteFrame>
  );
}

/** One screen of the layout: its chunk, and what it shows signed in and with nobody signed in. */
interface LayoutScreen {
  path: string;
  preload: () => Promise<void>;
  signedIn: (address: string) => ReactNode;
  signedOut: () => ReactNode;
}

function layoutScreen(route: FramedRoute): LayoutScreen {
  const { path, frame } = route;
  // /news reads no ledger, so it shows itself either way.
  if (!route.ledger) {
    const Screen = lazyScreen(() => framed(route.load, frame));
    return { path, preload: Screen.preload, signedIn: () => <Screen />, signedOut: () => <Screen /> };
  }
  // A ledger screen signed out shows its frame with the way to log in, without loading its code.
  const Screen = lazyScreen(() => framed(route.load, frame));
  return {
    path,
    preload: Screen.preload,
    signedIn: (address) => <Screen address={address} />,
    signedOut: () => <SignedOutScreen frame={frame} />,
  };
}

/** Matches the layout's paths as wouter matches a plain path (any case, an optional trailing slash). */
const pathsPattern = (paths: readonly string[]) => new RegExp(`^(?:${paths.join('|')})/?$`, 'i');

/**
 * The framed routes (the ledger screens, and /news between them) as one layout that mounts once while the user
 * moves between them: signed in, {@link LedgerBoundary} (the query client, the paid-action host and its one modal)
 * around a switch of the screens, each its own lazy chunk, so the cache and a pending action's host outlive the
 * screen that used them; signed out, each screen's signed-out page, none of the ledger code.
 */
export function ledgerLayout(routes: readonly FramedRoute[]) {
  const screens = routes.map(layoutScreen);
  function LedgerLayout(options: LedgerOptions) {
    const { address } = useWallet();
    const switchOf = (render: (screen: LayoutScreen) => ReactNode) => (
      <Switch>
        {screens.map((screen) => (
          <Route key={screen.path} path={screen.path}>
            {render(screen)}
          </Route>
        ))}
      </Switch>
    );
    if (!address) return switchOf((screen) => screen.signedOut());
    return (
      <LedgerBoundary {...options}>
        {/* A screen still loading leaves the layout (and an open confirmation) in place. */}
        <Suspense fallback={<RouteFallback />}>{switchOf((screen) => screen.signedIn(address))}</Suspense>
      </LedgerBoundary>
    );
  }
  /** Each path's code: the layout's and the screen's chunk (login fetches /home's as its KDF runs). */
  const preloads = screens.map(
    ({ path, preload }) => [path, () => Promise.all([LedgerBoundary.preload(), preload()])] as const,
  );
  return { path: pathsPattern(screens.map(({ path }) => path)), Layout: LedgerLayout, preloads };
}
