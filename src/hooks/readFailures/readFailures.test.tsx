import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../queryClient';
import { ToastProvider, useToastList } from '../toasts';
import { useReadFailureToasts } from './useReadFailureToasts';

/** A read that answers or fails as the test says, like a factory's query with the balances' toast. */
function flakyRead(meta?: { errorToast: 'errors.balances' }) {
  const read = { failing: true };
  const queryFn = async () => {
    if (read.failing) throw new Error('algod 500');
    return 'ok';
  };
  const options = queryOptions({ queryKey: ['flaky', meta ? 'toasted' : 'quiet'], queryFn, meta });
  return { read, options };
}

/** The page as LedgerBoundary sets it up: a client, the toasts, the read-failure toasts, and a screen reading `options`. */
function renderPage(options: ReturnType<typeof flakyRead>['options']) {
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useReadFailureToasts();
      useQuery(options);
      return useToastList().map(({ tone, message }) => ({ tone, message }));
    },
    { wrapper },
  );
  /** The screen's poll: one more read of the same query. */
  const poll = () => act(() => client.refetchQueries({ queryKey: options.queryKey }));
  return { toasts: () => view.result.current, poll, client };
}

describe('read-failure toasts (the query cache tells them)', () => {
  it("toasts a factory's Spanish message once per failure episode, however often the poll fails", async () => {
    const { read, options } = flakyRead({ errorToast: 'errors.balances' });
    const page = renderPage(options);
    await waitFor(() => expect(page.toasts()).toEqual([{ tone: 'error', message: 'Error al consultar balances' }]));

    await page.poll();
    await page.poll();
    expect(page.toasts()).toHaveLength(1);

    read.failing = false;
    await page.poll();
    read.failing = true;
    await page.poll();
    await waitFor(() => expect(page.toasts()).toHaveLength(2));
    expect(page.toasts()[1]).toEqual({ tone: 'error', message: 'Error al consultar balances' });
  });

  it('says nothing for a read whose factory names no toast (its screen shows the failure in place)', async () => {
    const { options } = flakyRead();
    const page = renderPage(options);
    await waitFor(() => expect(page.client.getQueryState(options.queryKey)?.status).toBe('error'));
    await page.poll();
    expect(page.toasts()).toEqual([]);
  });
});
