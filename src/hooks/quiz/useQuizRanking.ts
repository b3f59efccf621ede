import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AppAccount } from '../../services/ledger';
import { indexerCaughtUp, rankingEntry, type FreshResult } from '../../services/quiz';
import { appQueries } from '../apps';
import { rankingView, type RankingView } from './rankingView';

/** The ranking refreshes every second (SPEC §9), only while the tab is visible. */
export const RANKING_POLL_MS = 1_000;

/** The ranking view, and whether it still shows the player's fresh result in place of what the indexer lists. */
export interface QuizRanking extends RankingView {
  freshUnindexed: boolean;
}

/** The select of the ranking query: the indexer's accounts, merged with the fresh result until it catches up. */
export function selectRanking(address: string | null, fresh: FreshResult | null) {
  return (accounts: readonly AppAccount[]): QuizRanking => {
    const entries = accounts.map((account) => rankingEntry(account.address, account.state));
    const freshUnindexed = fresh !== null && !indexerCaughtUp(fresh, entries);
    return { ...rankingView(entries, address, freshUnindexed ? fresh : null), freshUnindexed };
  };
}

/**
 * The quiz ranking of every opted-in account (indexer, all pages), polled every second while an account is
 * signed in and the tab is visible. Structural sharing keeps an unchanged poll's view (and every unchanged row)
 * the same object, so it re-renders nothing. `fresh` (the player's own result from a submit) is merged in until
 * the indexer lists it; then `onCaughtUp` lets the caller drop it, so a later result from elsewhere wins.
 */
export function useQuizRanking(address: string | null, fresh: FreshResult | null, onCaughtUp: () => void) {
  const select = useMemo(() => selectRanking(address, fresh), [address, fresh]);
  const query = useQuery({
    ...appQueries.accounts('quiz'),
    refetchInterval: RANKING_POLL_MS,
    refetchIntervalInBackground: false,
    enabled: address !== null,
    select,
  });
  const caughtUp = fresh !== null && query.data?.freshUnindexed === false;
  useEffect(() => {
    if (caughtUp) onCaughtUp();
  }, [caughtUp, onCaughtUp]);
  return query;
}
