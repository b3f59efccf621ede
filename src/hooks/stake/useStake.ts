import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/features';
import { toBalances } from '../account/balances';
import { accountQueries } from '../account/queries';
import { useFailureToast } from '../account/useFailureToast';
import { appQueries, useGate, type GateButton, type GateStep } from '../apps';
import { usePaidAction } from '../paidAction';
import { useMoxRules } from '../rules';
import { useToasts } from '../toasts';
import { stakeFigures } from './format';
import { stakeQueries } from './queries';
import { stakeRequest, withdrawRequest } from './requests';
import { toRunningStake } from './runningStake';
import { checkStakeAmount, MIN_STAKE_SHOWN } from './stakeAmount';
import { useStakeEstimate } from './useStakeEstimate';

/** Staking pays in HLK, so withdrawing needs the HLK opt-in: the gate offers UMQ, HLK, then the app (DESIGN.md §7). */
const STAKE_NEEDS: readonly GateStep[] = [{ token: 'UMQ' }, { token: 'HLK' }, { app: 'staking' }];

/** 'Activar Staking' runs each step in turn; any of them failing is 'Error al activar el staking' (SPEC §8). */
const activate = (): GateButton => ({ label: t('stake.activate'), action: 'stakingOptIn' });

/**
 * The /stake screen's logic: the gate ('Activar Staking' until UMQ, HLK and the app are opted in), the stake form
 * checked before signing, the running stake read from the ledger with its time and reward ticking on the ledger's
 * clock, and the withdrawal, which re-reads the stake first ('No tienes UMQ stakeado actualmente.' /
 * 'No se pudo verificar tu stake actual.').
 */
export function useStake(address: string) {
  const paid = usePaidAction();
  const { show } = useToasts();
  const queryClient = useQueryClient();
  const { stakeAprPercent } = useMoxRules();
  const gate = useGate(address, STAKE_NEEDS, activate());
  const account = useQuery({ ...accountQueries.detail(address), select: toBalances });
  const local = useQuery({ ...appQueries.local('staking', address), select: toRunningStake });
  useFailureToast(local.isError, t('errors.withdrawUnverified'));
  const running = local.data ?? null;
  const clock = useQuery({ ...stakeQueries.ledgerClock(), enabled: running !== null });
  const estimate = useStakeEstimate(running, clock.data);

  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();

  const stake = () => {
    const checked = checkStakeAmount(amount, account.data?.umq ?? null);
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    paid.start(stakeRequest(address, checked.amount, () => setAmount('')));
  };

  const withdraw = async () => {
    let current;
    try {
      current = toRunningStake(await queryClient.fetchQuery({ ...appQueries.local('staking', address), staleTime: 0 }));
    } catch {
      return show({ tone: 'error', message: t('errors.withdrawUnverified') });
    }
    if (!current) return show({ tone: 'error', message: t('errors.withdrawNoStake') });
    paid.start(withdrawRequest(address));
  };

  return {
    gate,
    form: {
      value: amount,
      onChange: (value: string) => {
        setAmount(value);
        setError(undefined);
      },
      onSubmit: stake,
      minimum: MIN_STAKE_SHOWN,
      error,
      busy: paid.running === 'stake',
      running: running !== null,
    },
    umqHeld: account.data?.umq ?? null,
    /**
     * The stake's panel: the running stake's figures (null while none runs), and 'Retirar Stake', always offered as the
     * spec shows it; pressed with nothing staked it says so. Null only while a running stake's clock is being read.
     */
    status:
      running && !estimate
        ? null
        : {
            figures: running && estimate ? stakeFigures(running.amount, estimate, stakeAprPercent) : null,
            onWithdraw: () => void withdraw(),
            withdrawing: paid.running === 'withdraw',
          },
    readingClock: running !== null && estimate === null,
  };
}
