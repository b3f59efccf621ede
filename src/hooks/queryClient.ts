import { QueryClient } from '@tanstack/react-query';

/** The app's query client: ledger reads retry a little, and refetch on focus is left to explicit polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 2, refetchOnWindowFocus: false, staleTime: 2_000 },
      mutations: { retry: false },
    },
  });
}
