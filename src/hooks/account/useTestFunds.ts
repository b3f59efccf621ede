import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CopyKey } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount } from '../../services/amounts';
import { hasTestFaucet, requestTestAlgo, requestTestUmq } from '../../services/ledger';
import { historyQueries } from '../history/queries';
import { useToasts } from '../toasts';
import { accountQueries } from './queries';

/** One dispenser button: what it asks for and the toasts it shows. */
interface Grant {
  asset: keyof typeof ASSETS;
  request: (address: string) => Promise<bigint>;
  done: CopyKey;
  failed: CopyKey;
}

/**
 * A button of the local ledger's dispenser: asks for the grant and refreshes the balances and the history. `available` is false
 * on any network but the local one, where the button must not be offered.
 */
function useDispenser(address: string | null, grant: Grant) {
  const { show } = useToasts();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => grant.request(address ?? ''),
    onSuccess: async (granted) => {
      show({
        tone: 'success',
        message: ledgerCopy(grant.done, { n: formatAmount(granted, ASSETS[grant.asset].decimals) }),
      });
      // The grant is a transaction to the account: its history shows it at once, as after a paid action.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
        queryClient.invalidateQueries({ queryKey: historyQueries.all() }),
      ]);
    },
    onError: (error) => {
      console.error(error);
      show({ tone: 'error', message: ledgerCopy(grant.failed) });
    },
  });
  return {
    available: address !== null && hasTestFaucet(),
    request: () => mutation.mutate(),
    requesting: mutation.isPending,
  };
}

const ALGO_GRANT: Grant = {
  asset: 'ALGO',
  request: requestTestAlgo,
  done: 'home.dispensed',
  failed: 'home.dispenseFailed',
};
const UMQ_GRANT: Grant = {
  asset: 'UMQ',
  request: requestTestUmq,
  done: 'home.dispensedUmq',
  failed: 'home.dispenseUmqFailed',
};

/** 'Recibir ALGO de prueba'. */
export const useTestAlgo = (address: string | null) => useDispenser(address, ALGO_GRANT);

/** 'Recibir UMQ de prueba' (the dispenser pays UMQ only to an account opted in to it). */
export const useTestUmq = (address: string | null) => useDispenser(address, UMQ_GRANT);

/** What a dispenser button needs: whether to offer it, the press, and whether a grant is under way. */
export type TestFaucet = ReturnType<typeof useTestAlgo>;
