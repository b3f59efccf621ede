import { Router, type BaseLocationHook } from 'wouter';
import type { LedgerOptions } from '../hooks/ledger';
// The session's modules, not its index: through the index the entry and /login would bring every session module,
// /home's passkey settings too (docs/decisions/0021-chunking-policy.md, rule 2).
import { WalletProvider, type WalletProviderProps } from '../hooks/session/WalletProvider';
import { ToastProvider } from '../hooks/toasts';
import { AnalyticsGate } from './framing/AnalyticsGate';
import { AppRoutes } from './routing/AppRoutes';
import { AppUpdate } from './updates/AppUpdate';
import { Toasts } from './Toasts';

/**
 * What the App runs on. main.tsx gives none of them: the browser's address bar, nobody signed in, the ledger
 * layout's defaults. A story or test gives its own: a memory location at its route, a session opened from the words,
 * the test options of the ledger (reads not retried, nothing watched beyond the story).
 */
export interface AppProps {
  /** wouter's location hook (e.g. `memoryLocation({ path }).hook`); the browser's by default. */
  location?: BaseLocationHook;
  /** Signed in from the start (no vault unlock); a later logout stays logged out. */
  initialSession?: WalletProviderProps['initialSession'];
  /** The cross-tab logout channel's name (one per story file, so a logout in one does not lock the others). */
  sessionChannel?: string;
  /** How the ledger layout's query client and paid-action host behave (src/hooks/ledger's `TEST_LEDGER`). */
  ledger?: LedgerOptions;
}

/**
 * The whole app and its one provider tree: the global toast (SPEC §2), the wallet session, the routes
 * (./routing/routes) with the ledger layout that owns the query client and paid-action host (./ledger/LedgerLayout),
 * and the offer of a new version.
 */
export function App({ location, initialSession, sessionChannel, ledger }: AppProps) {
  const routes = <AppRoutes ledger={ledger} />;
  return (
    <Router hook={location}>
      <ToastProvider>
        <WalletProvider initialSession={initialSession} channel={sessionChannel}>
          {/* A constant of the build: without analytics the gate's code is folded out of the bundle. */}
          {import.meta.env.VITE_ANALYTICS_SCRIPT_URL ? <AnalyticsGate>{routes}</AnalyticsGate> : routes}
        </WalletProvider>
        <Toasts />
        <AppUpdate />
      </ToastProvider>
    </Router>
  );
}
