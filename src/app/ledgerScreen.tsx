import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/** A lazy route screen that reads the ledger: it renders inside {@link LedgerBoundary}, loaded with it. */
export function ledgerScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  return lazyScreen(async () => {
    const [{ LedgerBoundary }, module] = await Promise.all([import('./LedgerBoundary'), load()]);
    const Screen: ComponentType = module[name];
    const Bounded = () => (
      <LedgerBoundary>
        <Screen />
      </LedgerBoundary>
    );
    return { screen: Bounded };
  }, 'screen');
}
