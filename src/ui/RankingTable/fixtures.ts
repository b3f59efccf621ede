import { ledgerCopy } from '../../i18n/features';
import { sampleData } from '../fixtures';
import type { RankingRowData } from './RankingRow';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fixed 58-character address-like string per number (display fixtures only: no valid checksum). */
export function fixtureAddress(n: number): string {
  let state = Math.imul(n + 1, 0x9e3779b1);
  return Array.from({ length: 58 }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return BASE32[state >>> 27];
  }).join('');
}

/** The top ten of a week: ranks 1–10, scores and mm:ss.cc times as the ranking hook hands them over. */
export const topTen: readonly RankingRowData[] = [
  { rank: 1, address: fixtureAddress(1), score: 10n, time: '00:18.04' },
  { rank: 2, address: fixtureAddress(2), score: 10n, time: '00:23.51' },
  { rank: 3, address: fixtureAddress(3), score: 9n, time: '00:19.87' },
  { rank: 4, address: fixtureAddress(4), score: 9n, time: '00:31.02' },
  { rank: 5, address: fixtureAddress(5), score: 9n, time: '00:44.90' },
  { rank: 6, address: fixtureAddress(6), score: 8n, time: '00:27.33' },
  { rank: 7, address: fixtureAddress(7), score: 8n, time: '00:52.18' },
  { rank: 8, address: fixtureAddress(8), score: 7n, time: '00:35.60' },
  { rank: 9, address: fixtureAddress(9), score: 7n, time: '01:02.45' },
  { rank: 10, address: fixtureAddress(10), score: 6n, time: '00:41.09' },
];

/** The signed-in player (the kit's sample address) ranked 734th of 1000, as the hook words a rank below the top. */
export const ownFarDown: RankingRowData = {
  rank: ledgerCopy('quiz.rankBelow', { rank: 734, players: 1000 }),
  address: sampleData.address,
  score: 3n,
  time: '01:12.66',
};

/** The same player before their rank is counted: '> 10'. */
export const ownRankUnknown: RankingRowData = { ...ownFarDown, rank: ledgerCopy('quiz.rankBelowUnknown', { top: 10 }) };

/** Three players tied on score and time share rank 4; the next is 7th. */
export const withTies: readonly RankingRowData[] = [
  ...topTen.slice(0, 3),
  { rank: 4, address: fixtureAddress(21), score: 9n, time: '00:30.00' },
  { rank: 4, address: fixtureAddress(22), score: 9n, time: '00:30.00' },
  { rank: 4, address: fixtureAddress(23), score: 9n, time: '00:30.00' },
  { rank: 7, address: fixtureAddress(24), score: 8n, time: '00:30.00' },
];
