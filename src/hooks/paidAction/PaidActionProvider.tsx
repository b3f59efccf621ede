import { createContext, useEffect, type ReactNode } from 'react';
import type { PaidActionController } from './controller';

export const PaidActionContext = createContext<PaidActionController | null>(null);

/**
 * The host of the paid-action path (DESIGN.md §3), placed once around every screen that pays: its one controller holds
 * the stage and the lock. The app's controller lives as long as the ledger layout (src/hooks/ledger's LedgerProviders,
 * in src/app/ledger/LedgerLayout), so an action still pending keeps being watched when its screen is left.
 */
export function PaidActionProvider({
  children,
  controller,
}: {
  children: ReactNode;
  controller: PaidActionController;
}) {
  // The host lives only while someone is signed in (src/app/ledger/LedgerLayout shows signed-out pages without it):
  // when a lock or a logout takes it away, an unsigned confirmation goes too instead of reappearing after the unlock.
  useEffect(() => controller.withdraw, [controller]);
  return <PaidActionContext.Provider value={controller}>{children}</PaidActionContext.Provider>;
}
