import { describe, expect, it } from 'vitest';
import { AmountError, MAX_BASE_UNITS, parseAmount, type AmountErrorKind } from './parse';

function read(text: string, decimals: number, rejectZero = false): bigint | AmountErrorKind {
  try {
    return parseAmount(text, decimals, { rejectZero });
  } catch (error) {
    if (error instanceof AmountError) return error.kind;
    throw error;
  }
}

describe('parseAmount', () => {
  // ',' groups thousands and '.' marks decimals, as every figure on screen is written ('2,500 UMQ', '0.52 %').
  it.each<[string, number, bigint]>([
    ['15', 9, 15_000_000_000n],
    ['0.001', 6, 1000n],
    ['  2.5  ', 6, 2_500_000n],
    ['0.000000001', 9, 1n],
    ['0.25', 9, 250_000_000n],
    ['1000.5', 6, 1_000_500_000n],
    ['1,000', 9, 1000n * 10n ** 9n],
    ['1,000', 0, 1000n],
    ['2,500', 9, 2500n * 10n ** 9n],
    ['1,000.5', 6, 1_000_500_000n],
    ['12,345,678.9', 6, 12_345_678_900_000n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    ['9007199254.740993', 6, 9_007_199_254_740_993n],
    ['18,446,744,073.709551615', 9, MAX_BASE_UNITS],
    ['0', 6, 0n],
    ['0.000', 6, 0n],
  ])('reads %j (%i decimals) as %i base units', (text, decimals, expected) => {
    expect(read(text, decimals)).toBe(expected);
  });

  it.each<[string, number, AmountErrorKind]>([
    ['', 6, 'empty'],
    ['   ', 6, 'empty'],
    // A comma that cannot group thousands is never guessed to be a decimal mark.
    ['1,5', 9, 'ambiguous'],
    ['12,75', 9, 'ambiguous'],
    ['0,000001', 6, 'ambiguous'],
    ['1,0000', 6, 'ambiguous'],
    ['1000,000', 6, 'ambiguous'],
    ['5,', 6, 'ambiguous'],
    [',5', 6, 'ambiguous'],
    ['1,,000', 6, 'ambiguous'],
    ['1.2.3', 9, 'malformed'],
    ['1.000,5', 9, 'malformed'],
    ['1,000.5.2', 9, 'malformed'],
    ['abc', 9, 'invalid'],
    ['1e3', 9, 'invalid'],
    ['1 000', 9, 'invalid'],
    ['+5', 9, 'invalid'],
    ['.', 9, 'invalid'],
    [',', 9, 'invalid'],
    ['0x10', 9, 'invalid'],
    ['Infinity', 9, 'invalid'],
    ['NaN', 9, 'invalid'],
    ['١٢', 9, 'invalid'],
    ['-1', 6, 'negative'],
    ['-0.5', 9, 'negative'],
    ['-1,000', 9, 'negative'],
    // More decimals than the asset has, trailing zeros included.
    ['0.0000001', 6, 'tooManyDecimals'],
    ['1.0000000000', 9, 'tooManyDecimals'],
    ['1.5', 0, 'tooManyDecimals'],
    ['18446744073.709551616', 9, 'tooLarge'],
    ['99999999999999999999999', 6, 'tooLarge'],
  ])('refuses %j (%i decimals) as %s', (text, decimals, kind) => {
    expect(read(text, decimals)).toBe(kind);
  });

  it('refuses zero only when asked', () => {
    expect(read('0', 6, true)).toBe('zero');
    expect(read('0.000', 9, true)).toBe('zero');
    expect(read('0.000001', 6, true)).toBe(1n);
  });
});
