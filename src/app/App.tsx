import { WalletProvider } from '../hooks/session';
import { ToastProvider } from '../hooks/toasts';
import { AnalyticsGate } from './AnalyticsGate';
import { AppRoutes } from './AppRoutes';
import { AppUpdate } from './AppUpdate';
import { Toasts } from './Toasts';

/** The whole app: the global toast (SPEC §2), the wallet session, the routes and the offer of a new version. */
export function App() {
  return (
    <ToastProvider>
      <WalletProvider>
        {/* A constant of the build: without analytics the gate's code is folded out of the bundle. */}
        {import.meta.env.VITE_ANALYTICS_SCRIPT_URL ? (
          <AnalyticsGate>
            <AppRoutes />
          </AnalyticsGate>
        ) : (
          <AppRoutes />
        )}
      </WalletProvider>
      <Toasts />
      <AppUpdate />
    </ToastProvider>
  );
}
