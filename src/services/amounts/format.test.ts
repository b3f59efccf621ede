// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../i18n/numbers';
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

afterEach(() => setNumberLocale('es-ES'));

describe('formatAmount', () => {
  it.each<[string, string, string, string]>([
    // locale, 1234.56789 UMQ, 2500 UMQ, 0.001 ALGO
    ['es-ES', '1.234,56789', '2.500', '0,001'],
    ['es-AR', '1.234,56789', '2.500', '0,001'],
    ['es-CO', '1.234,56789', '2.500', '0,001'],
    ['es-CL', '1.234,56789', '2.500', '0,001'],
    ['es-MX', '1,234.56789', '2,500', '0.001'],
    ['es-US', '1,234.56789', '2,500', '0.001'],
    ['de-DE', '1.234,56789', '2.500', '0,001'],
    ['en-US', '1,234.56789', '2,500', '0.001'],
  ])('writes amounts as %s reads them', (locale, decimals, thousands, small) => {
    setNumberLocale(locale);
    expect(formatAmount(1_234_567_890_000n, 9)).toBe(decimals);
    expect(formatAmount(2_500_000_000_000n, 9)).toBe(thousands);
    expect(formatAmount(1000n, 6)).toBe(small);
    expect(formatAmount(0n, 9)).toBe('0');
    expect(formatAmount(15n * 10n ** 9n, 9)).toBe('15');
  });

  it('groups with the locale’s own mark elsewhere (fr-FR: a narrow no-break space)', () => {
    setNumberLocale('fr-FR');
    expect(formatAmount(1_234_500_000n, 6)).toBe('1\u202f234,5');
  });

  it('keeps every digit past 2^53', () => {
    expect(formatAmount(2n ** 53n + 1n, 0)).toBe('9.007.199.254.740.993');
    expect(formatAmount(MAX_BASE_UNITS, 9)).toBe('18.446.744.073,709551615');
    setNumberLocale('es-MX');
    expect(formatAmount(MAX_BASE_UNITS, 9)).toBe('18,446,744,073.709551615');
  });

  it('truncates to the shown decimals instead of rounding up', () => {
    expect(formatAmount(999_999n, 6, 2)).toBe('0,99');
    expect(formatAmount(1_999_999_999n, 9, 0)).toBe('1');
    expect(formatAmount(1_005_000n, 6, 2)).toBe('1');
    expect(formatAmount(-999_999n, 6, 2)).toBe('-0,99');
    expect(formatAmount(-1n, 6, 2)).toBe('0');
  });

  it('with `fixed`, shows exactly the asked decimals so balances line up', () => {
    expect(formatAmount(12_500_000_000n, 9, 3, { fixed: true })).toBe('12,500');
    expect(formatAmount(0n, 9, 3, { fixed: true })).toBe('0,000');
    expect(formatAmount(10_000_000n, 6, 4, { fixed: true })).toBe('10,0000');
    expect(formatAmount(1_999_999_999n, 9, 0, { fixed: true })).toBe('1');
    expect(formatAmount(-1n, 6, 2, { fixed: true })).toBe('0,00');
    setNumberLocale('es-MX');
    expect(formatAmount(12_500_000_000n, 9, 3, { fixed: true })).toBe('12.500');
  });

  it('for a field, writes what the parser would ask about so that it is read one way', () => {
    expect(formatAmount(1_234_000n, 6, 6, { forInput: true })).toBe('1,2340');
    expect(parseAmount(formatAmount(1_234_000n, 6, 6, { forInput: true }), 6)).toBe(1_234_000n);
    expect(formatAmount(1_234_234_000n, 6, 6, { forInput: true })).toBe('1.234,234');
    expect(formatAmount(1_500_000n, 6, 6, { forInput: true })).toBe('1,5');
    setNumberLocale('es-MX');
    expect(formatAmount(1_234_000n, 6, 6, { forInput: true })).toBe('1.2340');
  });

  it.each(['es-ES', 'es-MX', 'es-AR', 'es-US', 'de-DE', 'en-US', 'fr-FR', 'de-CH', 'en-IN'])(
    'round-trips through parseAmount in %s for thousands of values and every decimal count',
    (locale) => {
      setNumberLocale(locale);
      for (const decimals of [0, 6, 9]) {
        for (const value of randomBaseUnits(500, BigInt(decimals + 1) * 0x2545f4914f6cdd1dn)) {
          // What the app writes into a field (Máximo, a chosen reading) reads back as the same amount.
          expect(parseAmount(formatAmount(value, decimals, decimals, { forInput: true }), decimals)).toBe(value);
        }
      }
    },
  );

  it('never shows more than the amount, and loses less than one shown digit', () => {
    for (const value of randomBaseUnits(2000)) {
      for (const shownDecimals of [0, 2, 4]) {
        const shownValue = parseAmount(formatAmount(value, 9, shownDecimals, { forInput: true }), 9);
        expect(shownValue).toBeLessThanOrEqual(value);
        expect(value - shownValue).toBeLessThan(10n ** BigInt(9 - shownDecimals));
      }
    }
  });
});
