import { lazy, type ComponentType } from 'react';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { useWallet } from '../hooks/session/useWallet';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import type { AppRoute, Frame, SignedIn } from './routes';

const SignedOutScreen = lazy(() => import('./SignedOutScreen').then((module) => ({ default: module.SignedOutScreen })));

/** `Screen` inside `frame`: the frame's code (./RouteFrame, the page shell) travels with the screen's chunk. */
async function framed<P extends object>(load: () => Promise<ComponentType<P>>, frame: Frame | undefined) {
  if (!frame) return load();
  const [{ RouteFrame }, Screen] = await Promise.all([import('./RouteFrame'), load()]);
  return (props: P) => (
    <RouteFrame frame={frame}>
      <Screen {...props} />
    </RouteFrame>
  );
}

/**
 * A ledger screen: signed in, it renders inside {@link LedgerBoundary}, loaded with it; signed out, its frame with
 * the way to log in (./SignedOutScreen), which loads none of the ledger code.
 */
function ledgerScreen(load: () => Promise<ComponentType<SignedIn>>, frame: Frame): LazyScreen {
  const Screen = lazyScreen<SignedIn>(async () => {
    const [{ LedgerBoundary }, Framed] = await Promise.all([import('./LedgerBoundary'), framed(load, frame)]);
    return ({ address }) => (
      <LedgerBoundary>
        <Framed address={address} />
      </LedgerBoundary>
    );
  });
  function RoutedScreen() {
    const { address } = useWallet();
    return address ? <Screen address={address} /> : <SignedOutScreen frame={frame} />;
  }
  return Object.assign(RoutedScreen, { preload: Screen.preload });
}

/** The component a route of the table renders: the screen in its frame, behind the ledger gate when it needs one. */
export function routeScreen(route: AppRoute): ComponentType & { preload?: () => Promise<void> } {
  if ('screen' in route) return route.screen;
  if (route.ledger) return ledgerScreen(route.load, route.frame);
  return lazyScreen(() => framed(route.load, route.frame));
}
