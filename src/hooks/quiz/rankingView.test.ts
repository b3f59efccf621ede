// @vitest-environment node
import { replaceEqualDeep } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ledgerCopy } from '../../i18n/features';
import type { RankingEntry } from '../../services/quiz';
import { RANKING_TOP, rankingView } from './rankingView';

const entry = (address: string, score: bigint, time: bigint): RankingEntry => ({ address, score, time });
/** A full top as the contract keeps it: score 10 down, each place slower. */
const top = Array.from({ length: RANKING_TOP }, (_, i) => entry(`P${i}`, 10n - BigInt(i >> 1), 1_000n + BigInt(i)));

describe('rankingView', () => {
  it('shows the contract’s top in its order, times as mm:ss.cc, exact ties sharing a rank', () => {
    const tied = [entry('A', 9n, 1_000n), entry('B', 8n, 500n), entry('C', 8n, 500n), entry('D', 7n, 100n)];
    const view = rankingView(tied, null);
    expect(view.rows.map((row) => [row.rank, row.address, row.time])).toEqual([
      [1, 'A', '00:10.00'],
      [2, 'B', '00:05.00'],
      [2, 'C', '00:05.00'],
      [4, 'D', '00:01.00'],
    ]);
    expect(view.own).toBeNull();
  });

  it('marks the player’s place in the top as their own row', () => {
    const view = rankingView(top, entry('P3', 1n, 9_000n));
    expect(view.own).toBe(view.rows[3]);
  });

  it('shows a player below the top with their own result, "> 10" until counted, then "#137 de 10.000"', () => {
    const own = entry('ME', 2n, 4_321n);
    expect(rankingView(top, own).own).toEqual({
      rank: ledgerCopy('quiz.rankBelowUnknown', { top: 10 }),
      address: 'ME',
      score: 2n,
      time: '00:43.21',
    });
    const counted = rankingView(top, own, { rank: 137, players: 10_000 });
    expect(counted.own?.rank).toBe(ledgerCopy('quiz.rankBelow', { rank: 137, players: 10_000 }));
    expect(counted.own?.rank).toMatch(/^#137 de 10[.,]000$/);
    expect(counted.players).toBe(10_000);
  });

  it('keeps every row object of an unchanged read under structural sharing, and only the changed ones otherwise', () => {
    const before = rankingView(top, entry('ME', 2n, 4_321n), { rank: 137, players: 10_000 });
    const same = replaceEqualDeep(
      before,
      rankingView([...top], entry('ME', 2n, 4_321n), { rank: 137, players: 10_000 }),
    );
    expect(same).toBe(before);

    const changed = [...top];
    changed[4] = { ...changed[4], time: 1_003n }; // faster, same place
    const after = replaceEqualDeep(
      before,
      rankingView(changed, entry('ME', 2n, 4_321n), { rank: 137, players: 10_000 }),
    );
    expect(after.rows.filter((row, i) => row !== before.rows[i]).map((row) => row.address)).toEqual(['P4']);
    expect(after.own).toBe(before.own);
  });
});
