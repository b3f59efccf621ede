import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ReadFailures } from './readFailures/readFailures';

/** How a client differs between the app and its tests and stories. */
export interface QueryClientOptions {
  /** Retries of a failed read: the app's default is 2; tests and stories pass `false` so a failure shows at once. */
  retry?: number | false;
}

const readFailures = new WeakMap<QueryClient, ReadFailures>();

/**
 * The one query client recipe for the app, tests and stories: refetch on focus is left to explicit polling, and
 * mutations never retry (a paid action is sent once). A failed read whose factory names a toast (`meta.errorToast`)
 * is told by the cache itself, once per failure episode (./readFailures), so no screen reads a query just to toast.
 */
export function createQueryClient({ retry = 2 }: QueryClientOptions = {}): QueryClient {
  const failures = new ReadFailures();
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => failures.failed(query),
      onSuccess: (_data, query) => failures.answered(query),
    }),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 2_000 },
      mutations: { retry: false },
    },
  });
  readFailures.set(client, failures);
  return client;
}

/** The read failures of a client made by {@link createQueryClient} (undefined for any other). */
export const readFailuresOf = (client: QueryClient): ReadFailures | undefined => readFailures.get(client);
