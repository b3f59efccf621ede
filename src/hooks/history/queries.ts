import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readHistoryPage, type HistoryCursor } from '../../services/history';
import { earlierRecipients } from '../../services/ledger';
import { BALANCE_POLL_MS } from '../account/queries';

/** The query-options factory of the account history (indexer, newest first, a page per 'Ver más'). */
export const historyQueries = {
  /** The prefix of every history query: what a confirmed paid action invalidates. */
  all: () => ['history'] as const,
  /** An account's history, polled with the balances while the page is visible (every loaded page is read again). */
  account: (address: string) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), address],
      queryFn: ({ pageParam }) => readHistoryPage(address, pageParam),
      initialPageParam: null as HistoryCursor | null,
      getNextPageParam: (last) => last.next,
      refetchInterval: BALANCE_POLL_MS,
      refetchIntervalInBackground: false,
    }),
  /** Every address the account has paid: a 0-value receipt from anyone else is 'Posible spam'. */
  recipients: (address: string) =>
    queryOptions({
      queryKey: [...historyQueries.all(), address, 'recipients'],
      queryFn: () => earlierRecipients(address),
      refetchInterval: BALANCE_POLL_MS,
      refetchIntervalInBackground: false,
    }),
};
