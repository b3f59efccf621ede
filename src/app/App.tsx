import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import type { PaidActionController } from '../hooks/paidAction';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { WalletProvider, type WalletProviderProps } from '../hooks/session/WalletProvider';
import { ToastProvider } from '../hooks/toasts';
import { AnalyticsGate } from './AnalyticsGate';
import { AppRoutes } from './AppRoutes';
import { AppUpdate } from './AppUpdate';
import { LedgerDepsContext } from './ledgerDeps';
import { Toasts } from './Toasts';

/**
 * What the App runs on. main.tsx gives none of them: the browser's address bar, nobody signed in, and a query
 * client and paid-action host made when the first ledger screen loads. A story or test gives its own: a memory
 * location at its route, a session opened from the words, a client with retries off, a fresh host.
 */
export interface AppProps {
  /** wouter's location hook (e.g. `memoryLocation({ path }).hook`); the browser's by default. */
  location?: BaseLocationHook;
  /** Signed in from the start (no vault unlock); a later logout stays logged out. */
  initialSession?: WalletProviderProps['initialSession'];
  /** The cross-tab logout channel's name (one per story file, so a logout in one does not lock the others). */
  sessionChannel?: string;
  queryClient?: QueryClient;
  paidActions?: PaidActionController;
}

/**
 * The whole app and its one provider tree: the global toast (SPEC §2), the wallet session, the routes (./routes)
 * with the ledger screens' shared query client and paid-action host (./LedgerBoundary), and the offer of a new version.
 */
export function App({ location, initialSession, sessionChannel, queryClient, paidActions }: AppProps) {
  const [ledgerDeps] = useState(() => ({ queryClient, paidActions }));
  const routes = <AppRoutes />;
  return (
    <Router hook={location}>
      <ToastProvider>
        <WalletProvider initialSession={initialSession} channel={sessionChannel}>
          <LedgerDepsContext value={ledgerDeps}>
            {/* A constant of the build: without analytics the gate's code is folded out of the bundle. */}
            {import.meta.env.VITE_ANALYTICS_SCRIPT_URL ? <AnalyticsGate>{routes}</AnalyticsGate> : routes}
          </LedgerDepsContext>
        </WalletProvider>
        <Toasts />
        <AppUpdate />
      </ToastProvider>
    </Router>
  );
}
