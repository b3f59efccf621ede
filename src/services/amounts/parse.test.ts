// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../i18n/numbers';
import { AmountError, MAX_BASE_UNITS, parseAmount, type AmountErrorKind } from './parse';

afterAll(() => setNumberLocale('es-ES'));

const ALGO = 6;
const UMQ = 9;
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** What `text` reads as in `locale`: base units, the two readings of a question, or the refusal's kind. */
function read(locale: string, text: string, decimals: number, rejectZero = false) {
  setNumberLocale(locale);
  try {
    return parseAmount(text, decimals, { rejectZero });
  } catch (error) {
    if (!(error instanceof AmountError)) throw error;
    return error.readings ? { ask: error.readings } : error.kind;
  }
}

const units = (whole: bigint, decimals: number) => whole * 10n ** BigInt(decimals);

describe('parseAmount in the reader’s locale', () => {
  it.each<[string, string, number, bigint]>([
    // 1. The locale's decimal mark is a decimal mark (what a phone's decimal keypad offers).
    ['es-ES', '1,5', ALGO, 1_500_000n],
    ['es-AR', '1,5', ALGO, 1_500_000n],
    ['es-CO', '12,75', UMQ, 12_750_000_000n],
    ['es-CL', '0,000001', ALGO, 1n],
    ['es-MX', '1.5', ALGO, 1_500_000n],
    ['es-US', '0.25', UMQ, 250_000_000n],
    ['de-DE', '2,5', ALGO, 2_500_000n],
    ['en-US', '2.5', ALGO, 2_500_000n],
    // 2. The locale's group mark in well-formed groups of three.
    ['es-ES', '1.000', UMQ, units(1000n, UMQ)],
    ['es-ES', '1.000,5', ALGO, 1_000_500_000n],
    ['es-ES', '1.234.567', 0, 1_234_567n],
    ['es-AR', '2.500,5', UMQ, 2_500_500_000_000n],
    ['es-CO', '1.000,500', ALGO, 1_000_500_000n],
    ['es-MX', '1,000', UMQ, units(1000n, UMQ)],
    ['es-MX', '12,345,678.9', ALGO, 12_345_678_900_000n],
    ['es-US', '1,000.5', ALGO, 1_000_500_000n],
    ['en-US', '1,000', 0, 1000n],
    ['de-DE', '1.000', 0, 1000n],
    // Spaces of any width group thousands in every locale; fr-FR's own group mark is Intl's narrow NBSP.
    ['es-ES', '1 000', 0, 1000n],
    ['es-MX', `1${NBSP}000.5`, ALGO, 1_000_500_000n],
    ['fr-FR', `1${NNBSP}234,5`, ALGO, 1_234_500_000n],
    ['de-CH', "1'234.5", ALGO, 1_234_500_000n],
    // 3. The other mark is a decimal mark where it cannot be a group.
    ['es-ES', '1.5', ALGO, 1_500_000n],
    ['es-ES', '0.25', UMQ, 250_000_000n],
    ['es-AR', '1.5000', ALGO, 1_500_000n],
    ['es-CO', '1234.567', ALGO, 1_234_567_000n],
    ['es-MX', '1,5', ALGO, 1_500_000n],
    ['es-US', '1,0000', ALGO, 1_000_000n],
    ['es-MX', ',5', ALGO, 500_000n],
    ['fr-FR', '1.5', ALGO, 1_500_000n],
    // 5. A leading-zero group is never thousands: '0,500' is half, everywhere.
    ['es-ES', '0,500', UMQ, 500_000_000n],
    ['es-ES', '0.500', UMQ, 500_000_000n],
    ['es-MX', '0,500', UMQ, 500_000_000n],
    ['es-MX', '0.500', UMQ, 500_000_000n],
    ['es-AR', '0,500', ALGO, 500_000n],
    ['es-US', '0,500', ALGO, 500_000n],
    ['en-US', '0,500', ALGO, 500_000n],
    ['de-DE', '0.500', ALGO, 500_000n],
    // Plain digits, a trailing or a leading mark, spaces around, the largest uint64.
    ['es-ES', '  15  ', UMQ, 15_000_000_000n],
    ['es-ES', '5,', ALGO, 5_000_000n],
    ['es-MX', '5.', ALGO, 5_000_000n],
    ['es-ES', '0', ALGO, 0n],
    ['es-ES', '18.446.744.073,709551615', UMQ, MAX_BASE_UNITS],
    ['es-MX', '18,446,744,073.709551615', UMQ, MAX_BASE_UNITS],
    ['es-ES', '9007199254,740993', ALGO, 9_007_199_254_740_993n],
  ])('%s reads %j (%i decimals) as %i base units', (locale, text, decimals, expected) => {
    expect(read(locale, text, decimals)).toBe(expected);
  });

  // 4. The locale's decimal mark with exactly three digits after a group lead reads two ways: asked, never assumed.
  it.each<[string, string, number, bigint, bigint]>([
    ['es-ES', '1,500', ALGO, units(1500n, ALGO), 1_500_000n],
    ['es-AR', '1,000', UMQ, units(1000n, UMQ), units(1n, UMQ)],
    ['es-CO', '999,999', ALGO, units(999_999n, ALGO), 999_999_000n],
    ['es-CL', '12,345', ALGO, units(12_345n, ALGO), 12_345_000n],
    ['es-MX', '1.500', ALGO, units(1500n, ALGO), 1_500_000n],
    ['es-US', '2.500', UMQ, units(2500n, UMQ), 2_500_000_000n],
    ['de-DE', '1,500', ALGO, units(1500n, ALGO), 1_500_000n],
    ['en-US', '1.500', ALGO, units(1500n, ALGO), 1_500_000n],
    ['fr-FR', '1.500', ALGO, units(1500n, ALGO), 1_500_000n],
  ])('%s asks about %j (%i decimals): %i or %i', (locale, text, decimals, thousands, decimal) => {
    expect(read(locale, text, decimals)).toEqual({ ask: [thousands, decimal] });
  });

  it.each<[string, string, number, AmountErrorKind]>([
    ['es-ES', '', ALGO, 'empty'],
    ['es-MX', `  ${NBSP} `, ALGO, 'empty'],
    // 6. More decimals than the asset has (trailing zeros too), a negative, an exponent, letters.
    ['es-ES', '0,0000001', ALGO, 'tooManyDecimals'],
    ['es-MX', '1.0000000000', UMQ, 'tooManyDecimals'],
    ['es-CO', '1,5', 0, 'tooManyDecimals'],
    ['es-ES', '1,500', 2, 'tooManyDecimals'],
    ['es-ES', '-1', ALGO, 'negative'],
    ['es-MX', '-0.5', UMQ, 'negative'],
    ['es-AR', '\u22121,5', UMQ, 'negative'],
    ['es-ES', '-1,500', ALGO, 'negative'],
    ['es-ES', '1e3', UMQ, 'invalid'],
    ['es-MX', '1E-3', UMQ, 'invalid'],
    ['es-ES', 'abc', UMQ, 'invalid'],
    ['es-US', '12 ALGO', ALGO, 'invalid'],
    ['es-ES', '+5', UMQ, 'invalid'],
    ['es-ES', '0x10', UMQ, 'invalid'],
    ['es-MX', 'Infinity', UMQ, 'invalid'],
    ['es-ES', '١٢', UMQ, 'invalid'],
    ['es-ES', ',', UMQ, 'invalid'],
    ['es-MX', '.', UMQ, 'invalid'],
    ['es-ES', "1'000", 0, 'invalid'],
    // Marks in an order no convention writes.
    ['es-ES', '1,000.5', ALGO, 'malformed'],
    ['es-ES', '1,234,567', ALGO, 'malformed'],
    ['es-MX', '1.000,5', ALGO, 'malformed'],
    ['es-MX', '1.000.000', ALGO, 'malformed'],
    ['es-ES', '1.2.3', UMQ, 'malformed'],
    ['es-MX', '12,34,5', UMQ, 'malformed'],
    ['es-ES', '1.000 000', 0, 'malformed'],
    ['es-ES', '0.500.000', ALGO, 'malformed'],
    ['es-ES', '1  000', 0, 'malformed'],
    ['es-ES', '1.00,5', ALGO, 'malformed'],
    // Past uint64 base units: refused, never wrapped.
    ['es-ES', '18.446.744.073,709551616', UMQ, 'tooLarge'],
    ['es-MX', '99999999999999999999999', ALGO, 'tooLarge'],
    ['es-ES', '99.999.999.999.999', UMQ, 'tooLarge'],
  ])('%s refuses %j (%i decimals) as %s', (locale, text, decimals, kind) => {
    expect(read(locale, text, decimals)).toBe(kind);
  });

  it('refuses zero only when asked', () => {
    expect(read('es-ES', '0', ALGO, true)).toBe('zero');
    expect(read('es-MX', '0.000', UMQ, true)).toBe('zero');
    expect(read('es-ES', '0,000001', ALGO, true)).toBe(1n);
  });

  it('reads Indian grouping in en-IN, as Intl writes it there', () => {
    expect(read('en-IN', '12,34,567.5', ALGO)).toBe(1_234_567_500_000n);
  });
});
