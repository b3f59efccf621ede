import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../hooks/queryClient';
import { WalletProvider } from '../hooks/session';
import { ToastProvider } from '../hooks/toasts';
import { AppRoutes } from './AppRoutes';
import { Toasts } from './Toasts';

/** The whole app: one query client, the global toast (SPEC §2), the wallet session and the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <WalletProvider>
          <AppRoutes />
        </WalletProvider>
        <Toasts />
      </ToastProvider>
    </QueryClientProvider>
  );
}
