import { QueryClient } from '@tanstack/react-query';

/** How a client differs between the app and its tests and stories. */
export interface QueryClientOptions {
  /** Retries of a failed read: the app's default is 2; tests and stories pass `false` so a failure shows at once. */
  retry?: number | false;
}

/**
 * The one query client recipe for the app, tests and stories: refetch on focus is left to explicit polling, and
 * mutations never retry (a paid action is sent once).
 */
export function createQueryClient({ retry = 2 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 2_000 },
      mutations: { retry: false },
    },
  });
}
