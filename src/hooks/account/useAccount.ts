import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { toBalances } from './balances';
import { accountQueries } from './queries';
import { useFailureToast } from './useFailureToast';

/**
 * The signed-in account's balances, polled every 5 s while the tab is visible; a failed read toasts
 * 'Error al consultar balances' once and polling goes on, so the balances come back by themselves.
 * Call it once per screen (it owns the toast) and hand the data down.
 */
export function useAccount(address: string | null) {
  const query = useQuery({ ...accountQueries.detail(address ?? ''), enabled: address !== null, select: toBalances });
  useFailureToast(query.isError, t('errors.balances'));
  return query;
}

/**
 * The key a rekeyed account now answers to, or null: read from the same polled query as the balances, without a
 * toast of its own (the screen's useAccount owns it), so the frame can warn above any screen.
 */
export function useRekeyedTo(address: string): string | null {
  const { data } = useQuery({ ...accountQueries.detail(address), select: (snapshot) => snapshot.authAddr ?? null });
  return data ?? null;
}
