// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUIZ_NO_TIME, STATE_KEYS } from '../config/onchain';
import { buildRanking, rankingEntry, type RankingEntry } from './ranking';

const entry = (address: string, score: number, time: number): RankingEntry => ({
  address,
  score: BigInt(score),
  time: BigInt(time),
});

/** Every player with a result, ranked: the ranking with room for all of them. */
const rankEntries = (entries: readonly RankingEntry[]) => buildRanking(entries, { top: entries.length }).top;
const order = (entries: readonly RankingEntry[]) => rankEntries(entries).map((e) => e.address);

describe('the ranking order', () => {
  it('sorts by score descending, then by time ascending', () => {
    const entries = [entry('A', 7, 3000), entry('B', 9, 5000), entry('C', 9, 4000), entry('D', 10, 9000)];
    expect(order(entries)).toEqual(['D', 'C', 'B', 'A']);
    expect(rankEntries(entries).map((e) => e.rank)).toEqual([1, 2, 3, 4]);
  });

  it('compares uint64 values exactly, past 2^53', () => {
    const big = 2n ** 60n;
    expect(
      order([entry('A', 5, 0), { address: 'B', score: 5n, time: big + 1n }, { address: 'C', score: 5n, time: big }]),
    ).toEqual(['A', 'C', 'B']);
  });

  it('gives exact ties one shared rank and a fixed order by address, whatever order the indexer sends', () => {
    const entries = [entry('ZED', 8, 2000), entry('MID', 8, 2000), entry('TOP', 10, 100), entry('AAA', 8, 2000)];
    const ranked = rankEntries(entries);
    expect(ranked.map((e) => [e.address, e.rank])).toEqual([
      ['TOP', 1],
      ['AAA', 2],
      ['MID', 2],
      ['ZED', 2],
    ]);
    expect(rankEntries([...entries].reverse())).toEqual(ranked);
    expect(rankEntries([entries[2], entries[0], entries[3], entries[1]])).toEqual(ranked);
  });

  it('ranks after a tie by position: 1, 2, 2, 4', () => {
    const ranks = rankEntries([entry('A', 9, 10), entry('B', 8, 10), entry('C', 8, 10), entry('D', 7, 10)]);
    expect(ranks.map((e) => e.rank)).toEqual([1, 2, 2, 4]);
  });

  it('leaves out players with no result (time 9999), even with a score', () => {
    const entries = [entry('A', 0, 9999), entry('B', 0, 4000), entry('C', 10, 9999)];
    expect(order(entries)).toEqual(['B']);
  });

  it('keeps a player who scored 0 with a real time', () => {
    expect(rankEntries([entry('A', 0, 1234)])).toEqual([{ ...entry('A', 0, 1234), rank: 1 }]);
  });

  it('does not touch the list it is given', () => {
    const entries = [entry('A', 1, 10), entry('B', 2, 10)];
    rankEntries(entries);
    expect(entries.map((e) => e.address)).toEqual(['A', 'B']);
  });
});

describe('buildRanking', () => {
  const many = Array.from({ length: 1000 }, (_, i) => entry(`P${String(i).padStart(4, '0')}`, i % 11, 1000 + i));

  it('shows the top rows and the player’s own row far down, with how many players have a result', () => {
    const ranking = buildRanking(many, { top: 10, ownAddress: 'P0000' });
    expect(ranking.top).toHaveLength(10);
    expect(ranking.top[0]).toEqual({ ...entry('P0010', 10, 1010), rank: 1 });
    expect(ranking.own).toEqual({ ...entry('P0000', 0, 1000), rank: 910 });
    expect(ranking.players).toBe(1000);
  });

  it('gives a tied own row far down the rank of the first of its ties', () => {
    const tiedBelow = [...many, entry('ME', 0, 1000)]; // the same result as P0000, ranked 910th
    const ranking = buildRanking(tiedBelow, { top: 10, ownAddress: 'ME' });
    expect(ranking.own).toEqual({ ...entry('ME', 0, 1000), rank: 910 });
    expect(buildRanking(tiedBelow, { top: 10, ownAddress: 'P0000' }).own?.rank).toBe(910);
  });

  it('gives the own row also when it is in the top', () => {
    const ranking = buildRanking(many, { top: 10, ownAddress: 'P0010' });
    expect(ranking.own).toBe(ranking.top[0]);
  });

  it('has no own row for a player without a result or without an account', () => {
    const withNone = [...many, entry('NEW', 0, Number(QUIZ_NO_TIME))];
    expect(buildRanking(withNone, { top: 10, ownAddress: 'NEW' }).own).toBeNull();
    expect(buildRanking(withNone, { top: 10, ownAddress: null }).own).toBeNull();
    expect(buildRanking(withNone, { top: 10, ownAddress: 'NEW' }).players).toBe(1000);
  });

  it('is empty when nobody has played', () => {
    expect(buildRanking([entry('A', 0, 9999)], { top: 10, ownAddress: 'A' })).toEqual({
      top: [],
      own: null,
      players: 0,
    });
  });
});

describe('rankingEntry', () => {
  it('reads the quiz keys of a decoded local state', () => {
    const local = { [STATE_KEYS.quiz.score]: 8n, [STATE_KEYS.quiz.time]: 4217n };
    expect(rankingEntry('A', local)).toEqual(entry('A', 8, 4217));
  });

  it('reads missing or non-uint values as the opt-in values: no result', () => {
    expect(rankingEntry('A', {})).toEqual({ address: 'A', score: 0n, time: QUIZ_NO_TIME });
    expect(rankingEntry('A', { [STATE_KEYS.quiz.time]: 'x' }).time).toBe(QUIZ_NO_TIME);
  });
});
