/**
 * The ranking as the quiz contract keeps it: its top 10 in global state (config/quizTop.ts), read in one small
 * request, and the player's own standing, counted from every opted-in account's result when they are further down.
 */
import { base64ToBytes, encodeAddress } from 'algosdk';
import { decodeQuizTopEntry, QUIZ_TOP_SIZE, quizTopKey, ranksAhead } from '../config/quizTop';
import type { AppState } from '../ledger/state';
import type { RankedEntry, RankingEntry } from './ranking';
import { QUIZ_NO_TIME } from '../config/onchain';

/** The top 10's places as ranking entries, first place first, from the app's decoded global state. */
export function topEntries(global: AppState): RankingEntry[] {
  const entries: RankingEntry[] = [];
  for (let i = 0; i < QUIZ_TOP_SIZE; i++) {
    const value = global[quizTopKey(i)];
    const entry = decodeQuizTopEntry(typeof value === 'string' ? base64ToBytes(value) : undefined);
    if (!entry) break;
    entries.push({ address: encodeAddress(entry.publicKey), score: entry.score, time: entry.time });
  }
  return entries;
}

/** Ranks the top's places in their order; exact ties share the rank of the first of them (1, 2, 2, 4). */
export function rankTop(top: readonly RankingEntry[]): RankedEntry[] {
  let rank = 0;
  return top.map((entry, i) => {
    if (i === 0 || ranksAhead(top[i - 1], entry)) rank = i + 1;
    return { ...entry, rank };
  });
}

/** Where a player stands among every player with a result. */
export interface Standing {
  rank: number;
  players: number;
}

/**
 * `own`'s standing among `entries` (every opted-in account's last result; `own`'s listed one is replaced): one
 * more than the players strictly ahead, so a tie shares the rank, out of every player with a result.
 */
export function standingOf(entries: readonly RankingEntry[], own: RankingEntry): Standing {
  let ahead = 0;
  let players = 1;
  for (const entry of entries) {
    if (entry.address === own.address || entry.time === QUIZ_NO_TIME) continue;
    players += 1;
    if (ranksAhead(entry, own)) ahead += 1;
  }
  return { rank: ahead + 1, players };
}
