import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RankingEntry } from '../../services/quiz';
import { RANKING_TOP, rankingView } from './rankingView';

const players = (count: number): RankingEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    address: `P${String(i).padStart(4, '0')}`,
    score: BigInt(i % 11),
    time: BigInt(1000 + i),
  }));

describe('rankingView', () => {
  it('shows the top rows and the own row with times as mm:ss.cc', () => {
    const view = rankingView(players(1000), 'P0000');
    expect(view.rows).toHaveLength(RANKING_TOP);
    expect(view.rows[0]).toEqual({ rank: 1, address: 'P0010', score: 10n, time: '00:10.10' });
    expect(view.own).toEqual({ rank: 910, address: 'P0000', score: 0n, time: '00:10.00' });
    expect(view.players).toBe(1000);
  });

  it('puts the fresh result in the ranking while the indexer still lists the old one', () => {
    const fresh = { address: 'P0000', score: 10n, time: 1n, round: 9n };
    const view = rankingView(players(1000), 'P0000', fresh);
    expect(view.rows[0]).toEqual({ rank: 1, address: 'P0000', score: 10n, time: '00:00.01' });
    expect(view.own).toEqual(view.rows[0]);
  });

  it('keeps every row object of an unchanged poll under structural sharing, and only the changed ones otherwise', () => {
    const before = rankingView(players(1000), 'P0000');
    const same = replaceEqualDeep(before, rankingView(players(1000), 'P0000'));
    expect(same).toBe(before);

    const changed = players(1000);
    changed[32] = { ...changed[32], time: 1025n }; // faster, still third

    const after = replaceEqualDeep(before, rankingView(changed, 'P0000'));
    expect(after).not.toBe(before);
    expect(after.rows.filter((row, i) => row !== before.rows[i]).map((row) => row.address)).toEqual(['P0032']);
    expect(after.own).toBe(before.own);
  });
});
