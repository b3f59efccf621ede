import { WalletProvider } from '../hooks/session';
import { ToastProvider } from '../hooks/toasts';
import { AppRoutes } from './AppRoutes';
import { Toasts } from './Toasts';

/** The whole app: the global toast (SPEC §2), the wallet session and the routes. */
export function App() {
  return (
    <ToastProvider>
      <WalletProvider>
        <AppRoutes />
      </WalletProvider>
      <Toasts />
    </ToastProvider>
  );
}
