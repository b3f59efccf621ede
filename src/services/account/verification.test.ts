// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickVerificationIndexes, verificationMatches } from './verification';

const WORDS = Array.from({ length: 25 }, (_, i) => `word${i}`);

describe('pickVerificationIndexes', () => {
  it('always gives three distinct indexes inside the phrase, and over many draws reaches every position', () => {
    const seen = new Set<number>();
    for (let draw = 0; draw < 500; draw++) {
      const indexes = pickVerificationIndexes();
      expect(indexes).toHaveLength(3);
      expect(new Set(indexes).size).toBe(3);
      for (const index of indexes) {
        expect(Number.isInteger(index) && index >= 0 && index < 25).toBe(true);
        seen.add(index);
      }
    }
    expect(seen.size).toBe(25);
  });
});

describe('verificationMatches', () => {
  const indexes = [2, 10, 24];

  it('accepts the right words in any case and with surrounding spaces', () => {
    expect(verificationMatches(WORDS, indexes, ['word2', ' WORD10 ', 'Word24\n'])).toBe(true);
  });

  it('refuses a wrong word, words in the wrong order, a missing answer and an inner space', () => {
    expect(verificationMatches(WORDS, indexes, ['word2', 'word11', 'word24'])).toBe(false);
    expect(verificationMatches(WORDS, indexes, ['word10', 'word2', 'word24'])).toBe(false);
    expect(verificationMatches(WORDS, indexes, ['word2', 'word10'])).toBe(false);
    expect(verificationMatches(WORDS, indexes, ['word2', 'wo rd10', 'word24'])).toBe(false);
  });
});
