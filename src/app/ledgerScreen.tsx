import { lazy, type ComponentType } from 'react';
import { useWallet } from '../hooks/session';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import type { SignedOutPage } from './SignedOutScreen';

/** What a ledger screen is given: the signed-in account. */
export interface SignedIn {
  address: string;
}

const SignedOutScreen = lazy(() => import('./SignedOutScreen').then((module) => ({ default: module.SignedOutScreen })));

/**
 * A lazy route screen that reads the ledger: signed in, it renders inside {@link LedgerBoundary}, loaded with it;
 * signed out, `signedOut` describes its page (./SignedOutScreen), which loads none of the ledger code.
 */
export function ledgerScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType<SignedIn>>>,
  name: K,
  signedOut: SignedOutPage,
): LazyScreen {
  const Screen = lazyScreen(async () => {
    const [{ LedgerBoundary }, module] = await Promise.all([import('./LedgerBoundary'), load()]);
    const Inner: ComponentType<SignedIn> = module[name];
    const Bounded = ({ address }: SignedIn) => (
      <LedgerBoundary>
        <Inner address={address} />
      </LedgerBoundary>
    );
    return { screen: Bounded };
  }, 'screen');
  function RoutedScreen() {
    const { address } = useWallet();
    return address ? <Screen address={address} /> : <SignedOutScreen {...signedOut} />;
  }
  return Object.assign(RoutedScreen, { preload: Screen.preload });
}
