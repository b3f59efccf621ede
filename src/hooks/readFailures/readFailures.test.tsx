import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LedgerProviders, TEST_LEDGER } from '../ledger';
import { ToastProvider, useToastList, useToasts } from '../toasts';

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

/** The page as the ledger layout sets it up: the toasts, the ledger's providers, and a screen reading `options`. */
function renderPage(options: ReturnType<typeof flakyRead>['options']) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastProvider>
      <LedgerProviders {...TEST_LEDGER}>{children}</LedgerProviders>
    </ToastProvider>
  );
  const view = renderHook(
    () => {
      useQuery(options);
      return { list: useToastList(), dismiss: useToasts().dismiss, client: useQueryClient() };
    },
    { wrapper },
  );
  const { client } = view.result.current;
  /** Takes every toast off the page, as the toast region does once they time out. */
  const dismissAll = () => act(() => view.result.current.list.forEach(({ id }) => view.result.current.dismiss(id)));
  /** The screen's poll: one more read of the same query. */
  const poll = () => act(() => client.refetchQueries({ queryKey: options.queryKey }));
  const toasts = () => view.result.current.list.map(({ tone, message }) => ({ tone, message }));
  return { toasts, dismissAll, poll, client };
}

describe('read-failure toasts (the query cache tells them)', () => {
  it("toasts a factory's Spanish message once per failure episode, however often the poll fails", async () => {
    const { read, options } = flakyRead({ errorToast: 'errors.balances' });
    const page = renderPage(options);
    await waitFor(() => expect(page.toasts()).toEqual([{ tone: 'error', message: 'Error al consultar balances' }]));

    page.dismissAll(); // the toast region times it out: the failing polls that follow do not bring it back
    await page.poll();
    await page.poll();
    expect(page.toasts()).toEqual([]);

    read.failing = false;
    await page.poll();
    read.failing = true;
    await page.poll();
    await waitFor(() => expect(page.toasts()).toEqual([{ tone: 'error', message: 'Error al consultar balances' }]));
  });

  it('says nothing for a read whose factory names no toast (its screen shows the failure in place)', async () => {
    const { options } = flakyRead();
    const page = renderPage(options);
    await waitFor(() => expect(page.client.getQueryState(options.queryKey)?.status).toBe('error'));
    await page.poll();
    expect(page.toasts()).toEqual([]);
  });
});
