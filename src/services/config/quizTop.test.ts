// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeQuizTopEntry, encodeQuizTopEntry, insertQuizTop, type QuizTopEntry } from './quizTop';

const key = (n: number) => new Uint8Array(32).fill(n);
const entry = (n: number, score: bigint, time: bigint): QuizTopEntry => ({ publicKey: key(n), score, time });
const holders = (top: QuizTopEntry[] | null) => top?.map((e) => [e.publicKey[0], e.score, e.time]);
/** Ten places, score 9, player n at (n - 1) with 1000 + 100 (n - 1) cs. */
const full = Array.from({ length: 10 }, (_, i) => entry(i + 1, 9n, 1_000n + 100n * BigInt(i)));

describe('the quiz top record', () => {
  it('is 48 bytes: address, then score and time as big-endian uint64, read back exactly (past 2^53)', () => {
    const bytes = encodeQuizTopEntry(entry(7, 10n, 2n ** 60n + 1n));
    expect(bytes).toHaveLength(48);
    expect([...bytes.slice(32, 40)]).toEqual([0, 0, 0, 0, 0, 0, 0, 10]);
    expect(decodeQuizTopEntry(bytes)).toEqual(entry(7, 10n, 2n ** 60n + 1n));
    expect(decodeQuizTopEntry(bytes.slice(0, 47))).toBeNull();
    expect(decodeQuizTopEntry(undefined)).toBeNull();
  });

  it('puts a result after every one it does not beat: an exact tie keeps the earlier ahead', () => {
    const top = [entry(1, 9n, 1_000n), entry(2, 8n, 2_000n)];
    expect(holders(insertQuizTop(top, entry(3, 8n, 2_000n)))).toEqual([
      [1, 9n, 1_000n],
      [2, 8n, 2_000n],
      [3, 8n, 2_000n],
    ]);
    expect(holders(insertQuizTop(top, entry(3, 8n, 1_999n)))?.[1]).toEqual([3, 8n, 1_999n]);
  });

  it('leaves a full top alone for an 11th result that beats none, and drops the tenth for one that beats it', () => {
    expect(insertQuizTop(full, entry(11, 9n, 1_900n))).toBeNull();
    const next = insertQuizTop(full, entry(11, 9n, 1_899n))!;
    expect(next).toHaveLength(10);
    expect(holders(next)?.at(-1)).toEqual([11, 9n, 1_899n]);
  });

  it('moves a player up on a better result, listed once, and keeps their place on a worse or equal one', () => {
    const improved = insertQuizTop(full, entry(7, 9n, 1_150n))!;
    expect(improved.map((e) => e.publicKey[0])).toEqual([1, 2, 7, 3, 4, 5, 6, 8, 9, 10]);
    expect(insertQuizTop(full, entry(7, 9n, 1_600n))).toBeNull();
    expect(insertQuizTop(full, entry(7, 2n, 100n))).toBeNull();
  });
});
