import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { appQueries } from '../apps';
import { usePace } from '../pace';
import { usePaidAction } from '../paidAction';
import { useToasts } from '../toasts';
import { spinRequest } from './spinRequest';
import { toRouletteStats, type RouletteStats } from './stats';

/** The spec's message for a prize in whole UMQ (0 is the special prize). */
export const prizeMessage = (prize: bigint) =>
  prize === 0n ? ledgerCopy('roulette.specialPrize') : ledgerCopy('roulette.won', { n: prize });

/** Where the screen's spin stands: Play ready, the wheel turning to a confirmed result, or the 3 s pause after. */
interface Round {
  phase: 'ready' | 'spinning' | 'cooldown';
  /** The spin the wheel shows: its group id and the segment of its result. */
  spin?: { id: string; segment: number };
  prize?: bigint;
  /** The stats as they stood at the click: shown while the wheel turns, so their last result does not give it away. */
  statsBefore?: RouletteStats;
}

/**
 * The roulette screen's logic: the stats (global state; a failed read toasts the spec's message once), Play through
 * the paid path, the wheel's spin to this spin's own result, the prize announced when the wheel stops and Play
 * locked from the click until 3 s after that. A failed spin leaves the wheel at rest and Play ready.
 */
export function useRoulette(player: string) {
  const paid = usePaidAction();
  const { show } = useToasts();
  const stats = useQuery({ ...appQueries.global('roulette'), select: toRouletteStats });
  const [round, setRound] = useState<Round>({ phase: 'ready' });
  const { unlockAfterStopMs, spinMs } = usePace();

  useEffect(() => {
    if (round.phase !== 'cooldown') return;
    const unlock = setTimeout(() => setRound((r) => ({ ...r, phase: 'ready' })), unlockAfterStopMs);
    return () => clearTimeout(unlock);
  }, [round.phase, unlockAfterStopMs]);

  const play = () => {
    const statsBefore = stats.data;
    paid.start(
      spinRequest(player, ({ prize, segment }, txId) =>
        setRound({ phase: 'spinning', spin: { id: txId, segment }, prize, statsBefore }),
      ),
    );
  };

  const { prize } = round;
  const wheelStopped = useCallback(() => {
    setRound((r) => (r.phase === 'spinning' ? { ...r, phase: 'cooldown' } : r));
    if (prize !== undefined) show({ tone: 'success', message: prizeMessage(prize) });
  }, [prize, show]);

  const spinning = round.phase === 'spinning';
  return {
    /** The global state's stats, held at their pre-spin values while the wheel turns. */
    stats: { data: spinning ? round.statsBefore : stats.data, isError: stats.isError },
    spin: round.spin,
    /** How long the wheel turns (the pace in force; unset, the wheel's own). */
    spinMs,
    /** The prize message once the wheel has stopped on it. */
    result: !spinning && prize !== undefined ? prizeMessage(prize) : undefined,
    play,
    /** Hand to the wheel's onSpinEnd. */
    wheelStopped,
    /** True from the click on Play until 3 s after the wheel stops (and while any paid action holds the page). */
    locked: round.phase !== 'ready' || paid.busy,
    sending: paid.running?.action === 'spin',
  };
}
