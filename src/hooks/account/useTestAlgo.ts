import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { ASSETS, formatAmount } from '../../services/amounts';
import { hasTestFaucet, requestTestAlgo } from '../../services/ledger';
import { useToasts } from '../toasts';
import { accountQueries } from './queries';

/**
 * 'Recibir ALGO de prueba': asks the local ledger's dispenser for ALGO and refreshes the balances.
 * `available` is false on any network but the local one, where the button must not be offered.
 */
export function useTestAlgo(address: string | null) {
  const { show } = useToasts();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => requestTestAlgo(address ?? ''),
    onSuccess: async (granted) => {
      show({ tone: 'success', message: t('home.dispensed', { n: formatAmount(granted, ASSETS.ALGO.decimals) }) });
      await queryClient.invalidateQueries({ queryKey: accountQueries.all() });
    },
    onError: (error) => {
      console.error(error);
      show({ tone: 'error', message: t('home.dispenseFailed') });
    },
  });
  return {
    available: address !== null && hasTestFaucet(),
    request: () => mutation.mutate(),
    pending: mutation.isPending,
  };
}
