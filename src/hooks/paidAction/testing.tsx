/**
 * Test helpers for hooks that read or pay through the ledger: the app's providers around a hook, signed in as a
 * devnet account (use with src/devnet/testing.ts's useTestLedger), and the toasts it showed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WalletProvider } from '../session';
import { ToastProvider, useToasts } from '../toasts';

/** A devnet key pair as useTestLedger's newAccount returns it. */
export interface TestKey {
  addr: { toString(): string };
  sk: Uint8Array;
}

/** Renders `hook` inside the query client, toasts and a session unlocked as `key`; `toasts()` lists what was shown. */
export function renderSignedIn<T>(key: TestKey, hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The provider zeroes its key on logout: hand it a copy so the test keeps a usable one.
  const account = { address: key.addr.toString(), secretKey: key.sk.slice() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <WalletProvider initialSession={{ username: 'ana', account }}>{children}</WalletProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = renderHook(() => ({ value: hook(), toasts: useToasts().toasts }), { wrapper });
  return {
    client,
    view,
    current: () => view.result.current.value,
    toasts: () => view.result.current.toasts.map(({ tone, message, txId }) => ({ tone, message, txId })),
  };
}
