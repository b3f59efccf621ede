import {
  buildRanking,
  formatQuizTime,
  withFreshResult,
  type FreshResult,
  type RankedEntry,
  type RankingEntry,
} from '../../services/quiz';

/** How many rows the ranking shows from the top (the player's own row comes on top of them when further down). */
export const RANKING_TOP = 10;

/** A ranking row as the table shows it: the time formatted mm:ss.cc. */
export interface RankingRowView {
  rank: number;
  address: string;
  score: bigint;
  time: string;
}

/** What the ranking table shows: the top rows, the player's own row (null without a result), players ranked. */
export interface RankingView {
  rows: RankingRowView[];
  own: RankingRowView | null;
  players: number;
}

const toRow = ({ rank, address, score, time }: RankedEntry): RankingRowView => ({
  rank,
  address,
  score,
  time: formatQuizTime(time),
});

/**
 * The ranking view of the players' entries, with the player's fresh result (if any) in place of the listed one.
 * Plain values only, so React Query's structural sharing keeps every unchanged row's object between polls.
 */
export function rankingView(
  entries: readonly RankingEntry[],
  ownAddress: string | null,
  fresh: FreshResult | null = null,
): RankingView {
  const ranking = buildRanking(fresh ? withFreshResult(entries, fresh) : entries, { top: RANKING_TOP, ownAddress });
  return { rows: ranking.top.map(toRow), own: ranking.own && toRow(ranking.own), players: ranking.players };
}
