import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AppAccount, AppState } from '../../services/ledger';
import { rankingEntry, standingOf, topEntries, type RankingEntry } from '../../services/quiz';
import { QUIZ_NO_TIME } from '../../services/config/onchain';
import { appQueries } from '../apps';
import { rankingView, type RankingView } from './rankingView';
import { useNewRounds } from './useNewRounds';

/** Blocks are watched at most once a second: the spec's 1-second freshness (SPEC §9), never more requests. */
export const RANKING_POLL_MS = 1_000;
/** The player's standing below the top is counted from the indexer at most once a minute (every page of it). */
export const STANDING_POLL_MS = 60_000;

/** The quiz ranking as /quizz shows it. */
export type QuizRanking = RankingView;

const selectTop = (global: AppState) => topEntries(global);

/**
 * The quiz ranking for a signed-in `address`: the contract's top 10 (one small algod read of its global state),
 * read again only when a new block may have changed it; the player's own row from their local state, ranked
 * '#137 de 10.000' from the indexer (all pages, at most once a minute) when they are below the top, '> 10' until
 * counted. Polling stops while the tab is hidden, and an unchanged read re-renders nothing (structural sharing).
 */
export function useQuizRanking(address: string | null) {
  const client = useQueryClient();
  const enabled = address !== null;
  const topOptions = appQueries.global('quiz');
  const top = useQuery({ ...topOptions, refetchInterval: false, staleTime: Infinity, enabled, select: selectTop });
  const refreshTop = useCallback(
    () => void client.invalidateQueries({ queryKey: topOptions.queryKey }),
    [client, topOptions.queryKey],
  );
  useNewRounds(refreshTop, enabled, RANKING_POLL_MS);

  const local = useQuery({ ...appQueries.local('quiz', address ?? ''), enabled });
  const own = useMemo(() => ownResult(address, local.data), [address, local.data]);
  const below = own !== null && top.data !== undefined && !top.data.some((entry) => entry.address === own.address);
  const selectStanding = useCallback((accounts: AppAccount[]) => standingOf(accounts.map(toEntry), own!), [own]);
  const standing = useQuery({
    ...appQueries.accounts('quiz'),
    refetchInterval: STANDING_POLL_MS,
    staleTime: STANDING_POLL_MS,
    enabled: below,
    select: selectStanding,
  });

  const data = useMemo(
    () => top.data && rankingView(top.data, own, below ? standing.data : undefined),
    [top.data, own, below, standing.data],
  );
  return { data, isError: top.isError };
}

const toEntry = (account: AppAccount) => rankingEntry(account.address, account.state);

/** The player's last result from their local state, null without one (not opted in, or never submitted). */
function ownResult(address: string | null, local: AppState | null | undefined): RankingEntry | null {
  if (!address || !local) return null;
  const entry = rankingEntry(address, local);
  return entry.time === QUIZ_NO_TIME ? null : entry;
}
