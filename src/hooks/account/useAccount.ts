import { useQuery } from '@tanstack/react-query';
import { toBalances } from './balances';
import { accountQueries } from './queries';

/**
 * The signed-in account's balances, polled every 5 s while the tab is visible; a failed read toasts
 * 'Error al consultar balances' once (from the query cache: the factory's `meta`) and polling goes on, so the
 * balances come back by themselves.
 */
export function useAccount(address: string | null) {
  const query = useQuery({ ...accountQueries.detail(address ?? ''), enabled: address !== null, select: toBalances });
  return query;
}

/**
 * The key a rekeyed account now answers to, or null: read from the same polled query as the balances, so the frame
 * can warn above any screen.
 */
export function useRekeyedTo(address: string): string | null {
  const { data } = useQuery({ ...accountQueries.detail(address), select: (snapshot) => snapshot.authAddr ?? null });
  return data ?? null;
}
