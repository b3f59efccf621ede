/**
 * Test helpers for hooks that read or pay through the ledger: the app's providers around a hook, signed in as a
 * devnet account (use with src/devnet/testing.ts's useTestLedger), and the toasts it showed.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../queryClient';
import { useReadFailureToasts } from '../readFailures';
import { WalletProvider } from '../session';
import { ToastProvider, useToastList, useToasts } from '../toasts';
import { PaidActionController } from './controller';
import { PaidActionProvider } from './PaidActionProvider';
import { usePaidActionView } from './usePaidActionView';

/** A devnet key pair as useTestLedger's newAccount returns it. */
export interface TestKey {
  addr: { toString(): string };
  sk: Uint8Array;
}

/**
 * Renders `hook` inside the query client, toasts, a session unlocked as `key` and a fresh paid-action host;
 * `toasts()` lists what was shown (read failures' toasts too, as LedgerBoundary raises them) and `modal()` is the
 * host's confirmation modal as the app renders it.
 */
export function renderSignedIn<T>(key: TestKey, hook: () => T) {
  const client = createQueryClient({ retry: false });
  const controller = new PaidActionController();
  // The provider zeroes its key on logout: hand it a copy so the test keeps a usable one.
  const account = { address: key.addr.toString(), secretKey: key.sk.slice() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <WalletProvider initialSession={{ username: 'ana', account }}>
          <PaidActionProvider controller={controller}>{children}</PaidActionProvider>
        </WalletProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useReadFailureToasts();
      return { value: hook(), toasts: useToastList(), dismiss: useToasts().dismiss, modal: usePaidActionView() };
    },
    { wrapper },
  );
  return {
    client,
    controller,
    view,
    current: () => view.result.current.value,
    modal: () => view.result.current.modal,
    toasts: () => view.result.current.toasts.map(({ tone, message, txId }) => ({ tone, message, txId })),
    /** Takes every toast off the page, as the toast region does once they time out. */
    dismissToasts: () => act(() => view.result.current.toasts.forEach(({ id }) => view.result.current.dismiss(id))),
  };
}
