/**
 * Test helpers for hooks that read or pay through the ledger: the app's providers around a hook, signed in as a
 * devnet account (use with src/devnet/testing.ts's useTestLedger), and the toasts it showed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LedgerProviders, TEST_LEDGER } from '../ledger';
import { WalletProvider } from '../session';
import { ToastProvider, useToastList, useToasts } from '../toasts';
import { usePaidActionController } from './usePaidActionController';
import { usePaidActionView } from './usePaidActionView';

/** A devnet key pair as useTestLedger's newAccount returns it. */
export interface TestKey {
  addr: { toString(): string };
  sk: Uint8Array;
}

/**
 * Renders `hook` as the app's ledger layout does: inside the toasts, a session unlocked as `key` and the ledger's
 * providers (a fresh query client and paid-action host, with the test options); `client` and `controller` are
 * those providers' own, `toasts()` lists what was shown (read failures' toasts too) and `modal()` is the host's
 * confirmation modal as the app renders it.
 */
export function renderSignedIn<T>(key: TestKey, hook: () => T) {
  // The provider zeroes its key on logout: hand it a copy so the test keeps a usable one.
  const account = { address: key.addr.toString(), secretKey: key.sk.slice() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <WalletProvider initialSession={{ username: 'ana', account }}>
        <LedgerProviders {...TEST_LEDGER}>{children}</LedgerProviders>
      </WalletProvider>
    </ToastProvider>
  );
  const view = renderHook(
    () => ({
      value: hook(),
      toasts: useToastList(),
      dismiss: useToasts().dismiss,
      modal: usePaidActionView(),
      client: useQueryClient(),
      controller: usePaidActionController().controller,
    }),
    { wrapper },
  );
  // Made once by the providers: the first render's are the test's for its whole life.
  const { client, controller } = view.result.current;
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
