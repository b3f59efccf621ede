import { describe, expect, it } from 'vitest';
import { STATE_KEYS } from '../config/onchain';
import { freshResult, indexerCaughtUp, withFreshResult } from './fresh';
import { buildRanking, type RankingEntry } from './ranking';

const entry = (address: string, score: number, time: number): RankingEntry => ({
  address,
  score: BigInt(score),
  time: BigInt(time),
});

const delta = (score: bigint, time: bigint) => ({ [STATE_KEYS.quiz.score]: score, [STATE_KEYS.quiz.time]: time });

describe('the player’s fresh result', () => {
  const indexer = [entry('A', 9, 3000), entry('ME', 4, 8000), entry('B', 6, 5000)];
  const fresh = freshResult('ME', delta(10n, 1200n), { score: 10n, time: 1200n }, 50n);

  it('is read from the submit’s local-state delta with its round', () => {
    expect(fresh).toEqual({ address: 'ME', score: 10n, time: 1200n, round: 50n });
  });

  it('takes a key algod left out of the delta (unchanged) from what was submitted', () => {
    const sameScore = freshResult('ME', { [STATE_KEYS.quiz.time]: 900n }, { score: 4n, time: 900n }, 51n);
    expect(sameScore).toEqual({ address: 'ME', score: 4n, time: 900n, round: 51n });
  });

  it('replaces the old result the lagging indexer still lists, and the ranking shows it', () => {
    const merged = withFreshResult(indexer, fresh);
    expect(merged.filter((e) => e.address === 'ME')).toEqual([entry('ME', 10, 1200)]);
    const ranking = buildRanking(merged, { top: 10, ownAddress: 'ME' });
    expect(ranking.own).toEqual({ ...entry('ME', 10, 1200), rank: 1 });
    expect(ranking.players).toBe(3);
  });

  it('is added when the indexer does not list the player yet (a first result just after the opt-in)', () => {
    const merged = withFreshResult([entry('A', 9, 3000)], fresh);
    expect(buildRanking(merged, { top: 10, ownAddress: 'ME' }).top.map((e) => e.address)).toEqual(['ME', 'A']);
  });

  it('stops being merged once the indexer’s round reaches the submit’s', () => {
    expect(indexerCaughtUp(fresh, indexer, 49n)).toBe(false);
    expect(indexerCaughtUp(fresh, indexer, 50n)).toBe(true);
    expect(indexerCaughtUp(fresh, indexer, 51n)).toBe(true);
  });

  it('by round, a newer result from elsewhere wins over the fresh one', () => {
    const newer = [entry('ME', 7, 900)];
    expect(indexerCaughtUp(fresh, newer, 60n)).toBe(true);
  });

  it('without the indexer’s round, stops once the indexer lists the same score and time', () => {
    expect(indexerCaughtUp(fresh, indexer)).toBe(false);
    expect(indexerCaughtUp(fresh, [entry('ME', 10, 1200)])).toBe(true);
    expect(indexerCaughtUp(fresh, [])).toBe(false);
  });
});
