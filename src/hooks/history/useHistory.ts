import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildEnv } from '../../services/config/env';
import { resolveExplorer } from '../../services/config/explorer';
import { requireNetwork } from '../../services/config/networks';
import type { Shorten } from './label';
import { historyQueries } from './queries';
import { toEntryView } from './view';

/** Nobody's a contact: the history of an app without an address book (and of its tests). */
const NO_CONTACTS = () => undefined;

/**
 * The signed-in account's history for /wallet: entries newest first (each atomic group one entry), polled while
 * the page is visible and refreshed after every confirmed paid action (hooks/paidAction), a page more per 'Ver más'.
 * `shorten` is how the screen shows an address shortened; `nameOf` names the contacts. Each entry links to the
 * block explorer when the build has one (services/config/explorer). Shaped like the kit's HistoryList props.
 */
export function useHistory(
  address: string,
  shorten: Shorten,
  nameOf: (address: string) => string | undefined = NO_CONTACTS,
) {
  const query = useInfiniteQuery(historyQueries.account(address));
  const { data } = query;
  const paidTo = useQuery(historyQueries.recipients(address)).data ?? null;
  const entries = useMemo(() => {
    // A transaction that arrived between two page reads can be on both: each entry is shown once.
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.entries)
      .filter(({ txId }) => !seen.has(txId) && seen.add(txId))
      .map((entry) =>
        toEntryView(entry, {
          shorten,
          nameOf,
          explorer: resolveExplorer(buildEnv(), requireNetwork().name),
          paidTo,
        }),
      );
  }, [data, shorten, nameOf, paidTo]);
  return {
    entries,
    /** 'error' only while nothing could be read yet: a failed poll keeps the entries already shown. */
    status: query.isPending ? 'loading' : data ? 'ready' : 'error',
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    onMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
  } as const;
}
