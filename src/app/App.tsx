import { WalletProvider } from '../hooks/session';
import { ToastProvider } from '../hooks/toasts';
import { ANALYTICS_SCRIPT } from '../services/config/analyticsScript';
import { AnalyticsGate } from './AnalyticsGate';
import { AppRoutes } from './AppRoutes';
import { AppUpdate } from './AppUpdate';
import { Toasts } from './Toasts';

/** The whole app: the global toast (SPEC §2), the wallet session, the routes and the offer of a new version. */
export function App() {
  return (
    <ToastProvider>
      <WalletProvider>
        {ANALYTICS_SCRIPT ? (
          <AnalyticsGate scriptUrl={ANALYTICS_SCRIPT}>
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
