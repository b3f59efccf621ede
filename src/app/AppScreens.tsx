import { Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { registerRoutePreload } from '../hooks/preload';
import { LiveRoutesContext } from '../hooks/routes';
import { NotFoundScreen } from '../screens/NotFound';
import { lazyScreen } from './lazyScreen';
import { ledgerScreen } from './ledgerScreen';
import { RouteFallback } from './RouteFallback';

const LoginScreen = lazyScreen(() => import('../screens/Login'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('../screens/Register'), 'RegisterScreen');
const NewsScreen = lazyScreen(() => import('../screens/News'), 'NewsScreen');
const HomeScreen = ledgerScreen(() => import('../screens/Home'), 'HomeScreen', { title: 'home.title' });
const WalletScreen = ledgerScreen(() => import('../screens/Wallet'), 'WalletScreen', {
  title: 'wallet.title',
  backTo: '/home',
});
// Login and registration end on /home: its code loads while their KDF runs.
registerRoutePreload('/home', HomeScreen.preload);

/**
 * The route table past the landing (SPEC §2): one line per route. A route appears here only once its screen works
 * end to end; its links elsewhere (the /home tiles) go live with it. Each screen is its own lazy chunk, so /login
 * does not carry /home's code; screens that read the ledger are made with `ledgerScreen`, which puts them behind the
 * network check and the query client (./LedgerBoundary) and, with nobody signed in, shows the page described here
 * (title, back arrow, intro: as the screen shows them) with the way to log in instead, without loading that code.
 */
const ROUTES: ReadonlyArray<readonly [path: string, screen: ComponentType]> = [
  ['/login', LoginScreen],
  ['/register', RegisterScreen],
  ['/home', HomeScreen],
  ['/wallet', WalletScreen],
  ['/news', NewsScreen],
  ['/stake', ledgerScreen(() => import('../screens/Stake'), 'StakeScreen', { title: 'stake.title', backTo: '/home' })],
  [
    '/referido',
    ledgerScreen(() => import('../screens/Referral'), 'ReferralScreen', { title: 'referral.title', backTo: '/home' }),
  ],
  [
    '/marketplace',
    ledgerScreen(() => import('../screens/Market'), 'MarketScreen', {
      title: 'market.title',
      backTo: '/home',
      intro: 'market.intro',
    }),
  ],
  ['/quizz', ledgerScreen(() => import('../screens/Quiz'), 'QuizScreen', { title: 'tiles.quiz', backTo: '/home' })],
  [
    '/roulette',
    ledgerScreen(() => import('../screens/Roulette'), 'RouletteScreen', { title: 'roulette.title', backTo: '/home' }),
  ],
  [
    '/target',
    ledgerScreen(() => import('../screens/Target'), 'TargetScreen', { title: 'target.title', backTo: '/home' }),
  ],
];

/** Every routed path: the landing (./AppRoutes) and the table above. */
const LIVE_ROUTES: ReadonlySet<string> = new Set(['/', ...ROUTES.map(([path]) => path)]);

/** The screens of {@link ROUTES}, and the not-found page for any other path. */
export default function AppScreens() {
  return (
    <LiveRoutesContext value={LIVE_ROUTES}>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          {ROUTES.map(([path, screen]) => (
            <Route key={path} path={path} component={screen} />
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </LiveRoutesContext>
  );
}
