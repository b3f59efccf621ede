import { lazy, type ComponentType } from 'react';
import { useOnlineStatus } from '../hooks/pwa';
import { useWallet } from '../hooks/session';
import { OfflineNotice } from '../ui/OfflineNotice';
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
  // Offline, a ledger screen says so above its content (signed in or not) instead of waiting on the network unexplained.
  function RoutedScreen() {
    const { address } = useWallet();
    const online = useOnlineStatus();
    return (
      <>
        {!online && <OfflineNotice />}
        {address ? <Screen address={address} /> : <SignedOutScreen {...signedOut} />}
      </>
    );
  }
  return Object.assign(RoutedScreen, { preload: Screen.preload });
}
