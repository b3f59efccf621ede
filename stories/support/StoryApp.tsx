import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../../src/app/AppRoutes';
import { Toasts } from '../../src/app/Toasts';
import { PaidActionController, PaidActionProvider } from '../../src/hooks/paidAction';
import { createQueryClient } from '../../src/hooks/queryClient';
import { useWallet, WalletProvider } from '../../src/hooks/session';
import { ToastProvider } from '../../src/hooks/toasts';
import { DEMO_USER } from './demoUser';

/** Where a screen story starts: the route, and whether the demo user is signed in first. */
export interface ScreenParameters {
  route: string;
  signedIn?: boolean;
}

/**
 * Unlocks the demo user's vault (seeded by the `seedDemoVault` loader) once, then shows the app; a later logout
 * stays logged out, so a story can follow it to /login.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const { restore } = useWallet();
  const started = useRef(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void restore(DEMO_USER.username, DEMO_USER.password).then(() => setReady(true));
  }, [restore]);
  return ready ? children : null;
}

/**
 * The routed app at `route`, as a user meets it: real route table, session, toasts and a fresh query client
 * (retry off, so a failure shows at once) and paid-action host (no pending action leaks between stories). The devnet handlers answer every ledger call (see preview.tsx).
 */
export function StoryApp({ route, signedIn = false }: ScreenParameters) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [paidActions] = useState(() => new PaidActionController());
  // A story's pending send must not be re-sent into the next story's fresh ledger (the same demo account).
  useEffect(() => paidActions.stopWatching, [paidActions]);
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  const routes = <AppRoutes />;
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <WalletProvider>
          <PaidActionProvider controller={paidActions}>
            <Router hook={location.hook}>{signedIn ? <SignedIn>{routes}</SignedIn> : routes}</Router>
          </PaidActionProvider>
          <Toasts />
        </WalletProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
