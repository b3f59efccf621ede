import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';
import { MAX_BASE_UNITS, parseAmount } from './parse';

/** A deterministic pseudo-random bigint below 2^64 (xorshift), so failures reproduce. */
function* randomBaseUnits(count: number, seed = 0x9e3779b97f4a7c15n): Generator<bigint> {
  const mask = 2n ** 64n - 1n;
  let state = seed & mask;
  for (let i = 0; i < count; i++) {
    state ^= (state << 13n) & mask;
    state ^= state >> 7n;
    state ^= (state << 17n) & mask;
    // Vary the magnitude so small, medium and huge amounts all appear.
    yield state >> BigInt(i % 64);
  }
}

describe('formatAmount', () => {
  it('shows amounts in Latin American Spanish style', () => {
    expect(formatAmount(1_234_567_890_000n, 9)).toBe('1,234.56789');
    expect(formatAmount(2_500_000_000_000n, 9)).toBe('2,500');
    expect(formatAmount(1000n, 6)).toBe('0.001');
    expect(formatAmount(0n, 9)).toBe('0');
    expect(formatAmount(15n * 10n ** 9n, 9)).toBe('15');
  });

  it('keeps every digit past 2^53', () => {
    expect(formatAmount(2n ** 53n + 1n, 0)).toBe('9,007,199,254,740,993');
    expect(formatAmount(MAX_BASE_UNITS, 9)).toBe('18,446,744,073.709551615');
  });

  it('truncates to the shown decimals instead of rounding up', () => {
    expect(formatAmount(999_999n, 6, 2)).toBe('0.99');
    expect(formatAmount(1_999_999_999n, 9, 0)).toBe('1');
    expect(formatAmount(1_005_000n, 6, 2)).toBe('1');
    expect(formatAmount(-999_999n, 6, 2)).toBe('-0.99');
    expect(formatAmount(-1n, 6, 2)).toBe('0');
  });

  it('with `fixed`, shows exactly the asked decimals so balances line up', () => {
    expect(formatAmount(12_500_000_000n, 9, 3, { fixed: true })).toBe('12.500');
    expect(formatAmount(0n, 9, 3, { fixed: true })).toBe('0.000');
    expect(formatAmount(10_000_000n, 6, 4, { fixed: true })).toBe('10.0000');
    expect(formatAmount(1_999_999_999n, 9, 0, { fixed: true })).toBe('1');
    expect(formatAmount(-1n, 6, 2, { fixed: true })).toBe('0.00');
  });

  it('round-trips through parseAmount for thousands of values and every decimal count', () => {
    for (const decimals of [0, 6, 9]) {
      for (const value of randomBaseUnits(2000, BigInt(decimals + 1) * 0x2545f4914f6cdd1dn)) {
        const shown = formatAmount(value, decimals);
        // What a user copies from the screen reads back as the same amount, grouped or not.
        expect(parseAmount(shown, decimals)).toBe(value);
        expect(parseAmount(shown.replaceAll(',', ''), decimals)).toBe(value);
      }
    }
  });

  it('never shows more than the amount, and loses less than one shown digit', () => {
    for (const value of randomBaseUnits(2000)) {
      for (const shownDecimals of [0, 2, 4]) {
        const shownValue = parseAmount(formatAmount(value, 9, shownDecimals), 9);
        expect(shownValue).toBeLessThanOrEqual(value);
        expect(value - shownValue).toBeLessThan(10n ** BigInt(9 - shownDecimals));
      }
    }
  });
});
