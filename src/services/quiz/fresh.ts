/**
 * The player's own result, fresh from a confirmed submit, kept in the ranking while the indexer lags behind algod
 * (seconds on MainNet): without it the player's new row would vanish or show the old result after sending.
 */
import { STATE_KEYS } from '../config/onchain';
import type { RankingEntry } from './ranking';

/** A result read from a confirmed submit, with the round that confirmed it. */
export interface FreshResult extends RankingEntry {
  round: bigint;
}

/**
 * The fresh result of a confirmed submit, from its local-state delta (`ultimo_puntaje`, `ultimo_tiempo`). algod
 * leaves out a key whose value did not change, so a missing key holds what was submitted already.
 */
export function freshResult(
  address: string,
  localDelta: Readonly<Record<string, unknown>>,
  submitted: { score: bigint; time: bigint },
  round: bigint,
): FreshResult {
  const score = localDelta[STATE_KEYS.quiz.score];
  const time = localDelta[STATE_KEYS.quiz.time];
  return {
    address,
    score: typeof score === 'bigint' ? score : submitted.score,
    time: typeof time === 'bigint' ? time : submitted.time,
    round,
  };
}

/**
 * Whether the indexer's answer already holds the fresh result or a newer one, so the merge can stop. With the
 * indexer's round this is exact; without it, the indexer listing the same score and time is taken as caught up.
 */
export function indexerCaughtUp(fresh: FreshResult, entries: readonly RankingEntry[], indexerRound?: bigint): boolean {
  if (indexerRound !== undefined) return indexerRound >= fresh.round;
  const listed = entries.find((entry) => entry.address === fresh.address);
  return listed !== undefined && listed.score === fresh.score && listed.time === fresh.time;
}

/** The indexer's entries with the fresh result in place of the player's listed one (or added, if not listed yet). */
export function withFreshResult(entries: readonly RankingEntry[], fresh: FreshResult): RankingEntry[] {
  const own: RankingEntry = { address: fresh.address, score: fresh.score, time: fresh.time };
  return [...entries.filter((entry) => entry.address !== fresh.address), own];
}
