import { WalletProvider } from '../hooks/session';
import { ToastProvider } from '../hooks/toasts';
import { analyticsScript } from '../services/config/analytics';
import { AnalyticsGate } from './AnalyticsGate';
import { AppRoutes } from './AppRoutes';
import { AppUpdate } from './AppUpdate';
import { Toasts } from './Toasts';

/** The whole app: the global toast (SPEC §2), the wallet session, the routes and the offer of a new version. */
export function App() {
  return (
    <ToastProvider>
      <WalletProvider>
        <AnalyticsGate scriptUrl={analyticsScript()}>
          <AppRoutes />
        </AnalyticsGate>
      </WalletProvider>
      <Toasts />
      <AppUpdate />
    </ToastProvider>
  );
}
