import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { PaidActionController } from './controller';

export const PaidActionContext = createContext<PaidActionController | null>(null);

// One path for the page's life: an action still pending keeps being watched when its screen is left.
let pageController: PaidActionController | undefined;

/**
 * The host of the paid-action path (DESIGN.md §3), placed once in the composition root around every screen
 * that pays: its one controller holds the stage and the lock. Tests and stories pass a fresh `controller`
 * (a story provides it higher up: a host already provided is kept, as AppQueryClient keeps a provided client).
 */
export function PaidActionProvider({
  children,
  controller,
}: {
  children: ReactNode;
  controller?: PaidActionController;
}) {
  const provided = useContext(PaidActionContext);
  const [value] = useState(() => controller ?? provided ?? (pageController ??= new PaidActionController()));
  // The host lives only while someone is signed in (src/app/ledgerScreen shows signed-out pages without it): when a
  // lock or a logout takes it away, an unsigned confirmation goes too instead of reappearing after the unlock.
  useEffect(() => value.withdraw, [value]);
  return <PaidActionContext.Provider value={value}>{children}</PaidActionContext.Provider>;
}
