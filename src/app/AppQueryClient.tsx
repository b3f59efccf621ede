import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from '../hooks/queryClient';

// One client for the page's life: it outlives a visit to the landing, which unmounts the screens below it.
let appClient: QueryClient | undefined;

/**
 * Provides the app's query client to the screens past the landing. It lives in their lazy chunk, so React Query
 * is not in the landing's first load; a story or test that already provides a client keeps its own.
 */
export function AppQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  appClient ??= createQueryClient();
  return <QueryClientProvider client={appClient}>{children}</QueryClientProvider>;
}
