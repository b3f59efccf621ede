import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { formatAsset } from '../account';
import { toBalances } from '../account/balances';
import { accountQueries } from '../account/queries';
import { appQueries, useGate, type GateButton, type GateStep } from '../apps';
import { usePaidAction } from '../paidAction';
import { useMoxRules } from '../rules';
import { stakeFigures } from './format';
import { stakeQueries } from './queries';
import { claimOwedRequest, stakeRequest, withdrawRequest } from './requests';
import { toOwedReward, toRunningStake } from './runningStake';
import { checkStakeAmount, MIN_STAKE_SHOWN } from './stakeAmount';
import { useStakeEstimate } from './useStakeEstimate';

/** Staking pays in HLK, so withdrawing needs the HLK opt-in: the gate offers UMQ, HLK, then the app (DESIGN.md §7). */
const STAKE_NEEDS: readonly GateStep[] = [{ token: 'UMQ' }, { token: 'HLK' }, { app: 'staking' }];

/** 'Activar Staking' runs each step in turn; any of them failing is 'Error al activar el staking' (SPEC §8). */
const activate = (): GateButton => ({ label: ledgerCopy('stake.activate'), action: 'stakingOptIn' });

/**
 * The /stake screen's logic: the gate ('Activar Staking' until UMQ, HLK and the app are opted in), the stake form
 * checked before signing, the running stake read from the ledger with its time and reward ticking on the ledger's
 * clock, and the withdrawal, which re-reads the stake first ('No tienes UMQ stakeado actualmente.' /
 * 'No se pudo verificar tu stake actual.'), and a reward the HLK pool could not pay at a withdrawal, with its claim.
 */
export function useStake(address: string) {
  const paid = usePaidAction();
  const queryClient = useQueryClient();
  const { stakeAprPercent } = useMoxRules();
  const gate = useGate(address, STAKE_NEEDS, activate());
  const account = useQuery({ ...accountQueries.detail(address), select: toBalances });
  const local = useQuery({ ...appQueries.local('staking', address), select: toRunningStake });
  const running = local.data ?? null;
  const owed = useQuery({ ...appQueries.local('staking', address), select: toOwedReward }).data ?? 0n;
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

  /** 'Retirar Stake': the stake is read again inside the paid action, so pressed with nothing staked it says so. */
  const withdraw = () =>
    paid.start(
      withdrawRequest(address, async () => {
        try {
          // A failed read is also the cache's toast, in the same words: the page shows it once (ToastProvider).
          const stakeNow = { ...appQueries.local('staking', address), staleTime: 0 };
          const current = toRunningStake(await queryClient.fetchQuery(stakeNow));
          return current ? null : ledgerCopy('errors.withdrawNoStake');
        } catch {
          return ledgerCopy('errors.withdrawUnverified');
        }
      }),
    );

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
      busy: paid.running?.action === 'stake',
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
            onWithdraw: withdraw,
            withdrawing: paid.running?.action === 'withdraw',
          },
    readingClock: running !== null && estimate === null,
    /** A reward recorded but not paid (the pool was short), with 'Cobrar recompensa pendiente'; null when none. */
    owed:
      owed > 0n
        ? {
            amount: formatAsset(owed, 'HLK'),
            onClaim: () => paid.start(claimOwedRequest(address)),
            claiming: paid.running?.action === 'claimStakeReward',
          }
        : null,
  };
}
