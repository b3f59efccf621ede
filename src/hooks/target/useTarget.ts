import { useEffect, useEffectEvent, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { formatAsset, useAccount } from '../account';
import { useGate } from '../apps';
import { usePaidAction } from '../paidAction';
import { useMoxRules } from '../rules';
import { useToastList, useToasts } from '../toasts';
import { claimRequest } from './claimRequest';
import { useTargetGame } from './useTargetGame';

/** The target game needs UMQ (to pay the claim and be paid) and its own opt-in, 'Activar Tiro'. */
const NEEDS = [{ token: 'UMQ' }, { app: 'target' }] as const;

/**
 * The whole /target flow for a signed-in `address` (SPEC §4 Target game): the gate; a start only after the player
 * confirms what claiming will cost (15 + 100 UMQ), and never with less UMQ than that; 3 lives, a hit +1, a miss
 * −1 life; at the end, with points, 'Recompensa' through the paid path and the reward from its confirmation; without
 * points, 'Intentar de Nuevo' and nothing paid.
 */
export function useTarget(address: string) {
  const gate = useGate(address, NEEDS);
  const account = useAccount(address);
  const paid = usePaidAction();
  const { moxFee, gameEntry, targetRewardPerPoint, umqUnit } = useMoxRules();
  const { game, maxLives, start, hit, miss, reset } = useTargetGame();
  const [confirming, setConfirming] = useState(false);
  const [reward, setReward] = useState<bigint>();
  const toasts = useToastList();
  const { show, dismiss } = useToasts();

  // The game's end is one of the spec's toasts (SPEC §8, target end), said once when the last life goes.
  const announceEnd = useEffectEvent(() =>
    show({
      tone: game.score > 0 ? 'success' : 'info',
      message: ledgerCopy(game.score > 0 ? 'target.canClaim' : 'target.noPoints'),
    }),
  );
  const over = game.phase === 'over';
  useEffect(() => {
    if (over) announceEnd();
  }, [over]);

  const cost = moxFee + gameEntry;
  // undefined while the balances load; null without the UMQ opt-in (the gate offers it first).
  const held = account.data?.umq;
  const affordable = held != null && held >= cost;

  const askToStart = () => setConfirming(affordable);
  const startConfirmed = () => {
    setConfirming(false);
    if (!affordable) return;
    setReward(undefined);
    // On a phone the toasts cover the top of the zone, where a press would land on them instead of the target:
    // the player has read them by now, so the game starts with them closed.
    toasts.forEach((toast) => dismiss(toast.id));
    start();
  };
  const retry = () => {
    reset();
    setReward(undefined);
    askToStart();
  };
  const claim = () => paid.start(claimRequest(address, game.score, setReward));

  return {
    gate,
    phase: game.phase,
    stats: {
      score: game.score,
      lives: game.lives,
      maxLives,
      elapsedMs: game.elapsedMs,
      runningSince: game.phase === 'playing' ? game.startedAt : undefined,
    },
    zone: { playing: game.phase === 'playing', onHit: hit, onMiss: miss },
    intro: {
      /** Until the balance is known, 'Jugar' waits. */
      checking: held === undefined,
      /** Why the game cannot start: too little UMQ to claim at the end. */
      shortfall:
        held === undefined || affordable
          ? undefined
          : ledgerCopy('target.notEnough', { total: formatAsset(cost, 'UMQ'), held: formatAsset(held ?? 0n, 'UMQ') }),
      onPlay: askToStart,
    },
    confirm: {
      open: confirming,
      cost: ledgerCopy('target.cost', {
        total: formatAsset(cost, 'UMQ'),
        fee: formatAsset(moxFee, 'UMQ'),
        entry: formatAsset(gameEntry, 'UMQ'),
        perPoint: formatAsset(targetRewardPerPoint * umqUnit, 'UMQ'),
      }),
      onConfirm: startConfirmed,
      onCancel: () => setConfirming(false),
    },
    result: {
      score: game.score,
      reward: reward === undefined ? undefined : formatAsset(reward, 'UMQ'),
      // Sent with its outcome not known yet counts as claiming: it is never offered twice.
      claiming: paid.running?.action === 'targetSubmit' || paid.awaitingConfirmation('targetSubmit'),
      onClaim: claim,
      onRetry: retry,
    },
  };
}
