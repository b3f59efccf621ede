import type { ComponentType } from 'react';
import type { CopyKey } from '../../i18n';
import { LandingScreen } from '../../screens/Landing';

/** The page frame a route's screen sits in (the header's title, its back arrow, an intro line): ./RouteFrame. */
export interface Frame {
  title: CopyKey;
  /** Where the header's back arrow goes (/home has none). */
  backTo?: string;
  /** A line above the screen's content, shown signed out too. */
  intro?: CopyKey;
}

/** What a ledger screen is given: the signed-in account. */
export interface SignedIn {
  address: string;
}

/**
 * One screen of the app. `load` fetches its code as a chunk of its own; `frame` is drawn around it by the app (screens
 * that draw their own page, as /login's card does, have none): the framed routes make up the ledger layout
 * (../ledger/LedgerLayout). A `ledger` screen reads the ledger, so it needs someone signed in: it renders behind the
 * network check, query client and paid-action host (../ledger/LedgerBoundary), and signed out shows its frame with the
 * way to log in, without loading its code.
 */
export type AppRoute = PageRoute | FramedRoute;

/** A route outside the ledger layout: the landing (in the first load) or a page that draws itself (/login). */
export type PageRoute =
  | { path: string; screen: ComponentType; ledger?: false }
  | { path: string; load: () => Promise<ComponentType>; frame?: undefined; ledger?: false };

/** A route drawn in a frame: one of the ledger layout's (../ledger/LedgerLayout), the screens a signed-in user moves between. */
export type FramedRoute =
  | { path: string; load: () => Promise<ComponentType>; frame: Frame; ledger?: false }
  | { path: string; load: () => Promise<ComponentType<SignedIn>>; frame: Frame; ledger: true };

/** Whether `route` belongs to the ledger layout. */
export const isFramed = (route: AppRoute): route is FramedRoute => 'load' in route && route.frame !== undefined;

/**
 * The route table (SPEC §2): one entry per screen. A route appears here only once its screen works end to end; its
 * links elsewhere (the /home tiles) go live with it. Only the landing is in the first load.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', screen: LandingScreen },
  { path: '/login', load: () => import('../../screens/Login').then((m) => m.LoginScreen) },
  { path: '/register', load: () => import('../../screens/Register').then((m) => m.RegisterScreen) },
  {
    path: '/news',
    load: () => import('../../screens/News').then((m) => m.NewsScreen),
    frame: { title: 'news.title', backTo: '/home' },
  },
  {
    path: '/home',
    load: () => import('../../screens/Home').then((m) => m.HomeScreen),
    frame: { title: 'home.title' },
    ledger: true,
  },
  {
    path: '/wallet',
    load: () => import('../../screens/Wallet').then((m) => m.WalletScreen),
    frame: { title: 'wallet.title', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/stake',
    load: () => import('../../screens/Stake').then((m) => m.StakeScreen),
    frame: { title: 'stake.title', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/referido',
    load: () => import('../../screens/Referral').then((m) => m.ReferralScreen),
    frame: { title: 'referral.title', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/marketplace',
    load: () => import('../../screens/Market').then((m) => m.MarketScreen),
    frame: { title: 'market.title', backTo: '/home', intro: 'market.intro' },
    ledger: true,
  },
  {
    path: '/quizz',
    load: () => import('../../screens/Quiz').then((m) => m.QuizScreen),
    frame: { title: 'tiles.quiz', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/roulette',
    load: () => import('../../screens/Roulette').then((m) => m.RouletteScreen),
    frame: { title: 'roulette.title', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/target',
    load: () => import('../../screens/Target').then((m) => m.TargetScreen),
    frame: { title: 'target.title', backTo: '/home' },
    ledger: true,
  },
  {
    path: '/config',
    load: () => import('../../screens/Config').then((m) => m.UserNodesScreen),
    frame: { title: 'userNodes.title', backTo: '/home' },
    ledger: true,
  },
];
