import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useNetworkStatus } from '../hooks/network';
import { registerRoutePreload } from '../hooks/preload';
import { ConfigScreen } from '../screens/Config';
import { NotFoundScreen } from '../screens/NotFound';
import { AppQueryClient } from './AppQueryClient';
import { RouteFallback } from './RouteFallback';
import { lazyScreen } from './lazyScreen';

const LoginScreen = lazyScreen(() => import('../screens/Login'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('../screens/Register'), 'RegisterScreen');
const HomeScreen = lazyScreen(() => import('../screens/Home'), 'HomeScreen');
// Login and registration end on /home: its code loads while their KDF runs.
registerRoutePreload('/home', HomeScreen.preload);
const WalletScreen = lazyScreen(() => import('../screens/Wallet'), 'WalletScreen');
const NewsScreen = lazyScreen(() => import('../screens/News'), 'NewsScreen');

/**
 * The route table past the landing (SPEC §2). A route appears here only once its screen works end to end; each
 * screen is its own lazy chunk, so /login does not carry /home's code. A network whose settings are incomplete
 * shows the configuration screen instead of a half-working app (DESIGN.md §4).
 */
export default function AppScreens() {
  const network = useNetworkStatus();
  if (!network.ok) return <ConfigScreen network={network.name} missing={network.missing} />;
  // Add a screen as `const HomeScreen = lazyScreen(() => import('../screens/Home'), 'HomeScreen');` (./lazyScreen)
  // at module level, then `<Route path="/home" component={HomeScreen} />` above the not-found route.
  return (
    <AppQueryClient>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path="/login" component={LoginScreen} />
          <Route path="/register" component={RegisterScreen} />
          <Route path="/home" component={HomeScreen} />
          <Route path="/wallet" component={WalletScreen} />
          <Route path="/news" component={NewsScreen} />
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </AppQueryClient>
  );
}
