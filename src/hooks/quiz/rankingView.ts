import { ledgerCopy } from '../../i18n/features';
import { formatQuizTime, rankTop, type RankedEntry, type RankingEntry, type Standing } from '../../services/quiz';

/** How many rows the ranking shows from the top: the places the contract keeps. */
export const RANKING_TOP = 10;

/** A ranking row as the table shows it: the rank (a number in the top, '#137 de 10.000' further down), mm:ss.cc. */
export interface RankingRowView {
  rank: number | string;
  address: string;
  score: bigint;
  time: string;
}

/** What the ranking table shows: the top rows, the player's own row (null without a result), players ranked. */
export interface RankingView {
  rows: RankingRowView[];
  own: RankingRowView | null;
  /** How many players have a result, once counted (the player's standing); undefined before. */
  players?: number;
}

const toRow = ({ rank, address, score, time }: RankedEntry): RankingRowView => ({
  rank,
  address,
  score,
  time: formatQuizTime(time),
});

/** The own row's rank below the top, numbers in the reader's locale: '#137 de 10.000' once counted, '> 10' before. */
function rankBelow(standing: Standing | undefined): string {
  if (!standing) return ledgerCopy('quiz.rankBelowUnknown', { top: RANKING_TOP });
  return ledgerCopy('quiz.rankBelow', { rank: standing.rank, players: standing.players });
}

/**
 * The ranking view: the contract's top (in its order, ties sharing a rank) and the player's own row, theirs in the
 * top or their own result (`own`, from their local state) further down with its `standing` once counted. Plain
 * values only, so React Query's structural sharing and memo keep every unchanged row's object between reads.
 */
export function rankingView(top: readonly RankingEntry[], own: RankingEntry | null, standing?: Standing): RankingView {
  const rows = rankTop(top).map(toRow);
  const inTop = own ? rows.find((row) => row.address === own.address) : undefined;
  const ownRow = !own ? null : (inTop ?? { ...own, rank: rankBelow(standing), time: formatQuizTime(own.time) });
  return { rows, own: ownRow, players: standing?.players };
}
