import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { registerRoutePreload } from '../hooks/preload';
import { NotFoundScreen } from '../screens/NotFound';
import { lazyScreen } from './lazyScreen';
import { ledgerScreen } from './ledgerScreen';
import { RouteFallback } from './RouteFallback';

const LoginScreen = lazyScreen(() => import('../screens/Login'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('../screens/Register'), 'RegisterScreen');
const NewsScreen = lazyScreen(() => import('../screens/News'), 'NewsScreen');
const HomeScreen = ledgerScreen(() => import('../screens/Home'), 'HomeScreen');
const WalletScreen = ledgerScreen(() => import('../screens/Wallet'), 'WalletScreen');
// Login and registration end on /home: its code loads while their KDF runs.
registerRoutePreload('/home', HomeScreen.preload);

/**
 * The route table past the landing (SPEC §2). A route appears here only once its screen works end to end. Each
 * screen is its own lazy chunk, so /login does not carry /home's code; screens that read the ledger are made with
 * `ledgerScreen`, which puts them behind the network check and the query client (./LedgerBoundary).
 */
export default function AppScreens() {
  return (
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
  );
}
