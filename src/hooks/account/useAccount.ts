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
