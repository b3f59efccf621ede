/**
 * The quiz ranking (SPEC §9): every player's last result, score descending then time ascending. Players with no
 * result (time 9999: opted in, never submitted) are left out, so they never hold a rank or push one down.
 */
import { QUIZ_NO_TIME, STATE_KEYS } from '../config/onchain';

/** A player's last result as the ledger keeps it (local `ultimo_puntaje`, `ultimo_tiempo` in centiseconds). */
export interface RankingEntry {
  address: string;
  score: bigint;
  time: bigint;
}

/** A ranked player. Exact ties (same score and time) share a rank: 1, 2, 2, 4. */
export interface RankedEntry extends RankingEntry {
  rank: number;
}

/** What the ranking shows: the top rows, the player's own row (null without a result) and how many have one. */
export interface Ranking {
  top: RankedEntry[];
  own: RankedEntry | null;
  players: number;
}

/** A player's result from their decoded local state; missing keys read as the contract's opt-in values. */
export function rankingEntry(address: string, local: Readonly<Record<string, unknown>>): RankingEntry {
  const score = local[STATE_KEYS.quiz.score];
  const time = local[STATE_KEYS.quiz.time];
  return {
    address,
    score: typeof score === 'bigint' ? score : 0n,
    time: typeof time === 'bigint' ? time : QUIZ_NO_TIME,
  };
}

/** Whether the player has submitted a result. */
function hasResult(entry: RankingEntry): boolean {
  return entry.time !== QUIZ_NO_TIME;
}

/** Score descending, then time ascending, then address: a fixed order, so tied rows never swap between polls. */
function compareEntries(a: RankingEntry, b: RankingEntry): number {
  if (a.score !== b.score) return a.score > b.score ? -1 : 1;
  if (a.time !== b.time) return a.time < b.time ? -1 : 1;
  return a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
}

/** Whether two results are an exact tie: same score and same time. */
const tied = (a: RankingEntry, b: RankingEntry) => a.score === b.score && a.time === b.time;

/** The rank of `sorted[i]`: the place of the first of its exact ties, so ties share one rank (1, 2, 2, 4). */
function rankAt(sorted: readonly RankingEntry[], i: number): number {
  let first = i;
  while (first > 0 && tied(sorted[first - 1], sorted[i])) first--;
  return first + 1;
}

/**
 * The ranking as shown: the first `top` rows and `ownAddress`'s row wherever it falls. Every player with a result
 * is sorted, but only the rows shown are built (a poll at 1000 players makes a dozen objects, not a thousand).
 */
export function buildRanking(
  entries: readonly RankingEntry[],
  { top, ownAddress }: { top: number; ownAddress?: string | null },
): Ranking {
  const sorted = entries.filter(hasResult).sort(compareEntries);
  const shown = sorted.slice(0, top).map((entry, i): RankedEntry => ({ ...entry, rank: rankAt(sorted, i) }));
  const at = ownAddress ? sorted.findIndex((entry) => entry.address === ownAddress) : -1;
  const own = at < 0 ? null : (shown[at] ?? { ...sorted[at], rank: rankAt(sorted, at) });
  return { top: shown, own, players: sorted.length };
}
