import { describe, expect, it } from 'vitest';
import { AmountError, MAX_BASE_UNITS, parseAmount, type AmountErrorKind } from './parse';

function refusal(text: string, decimals: number, rejectZero = false): AmountErrorKind | 'accepted' {
  try {
    parseAmount(text, decimals, { rejectZero });
    return 'accepted';
  } catch (error) {
    if (error instanceof AmountError) return error.kind;
    throw error;
  }
}

describe('parseAmount', () => {
  it('reads whole and fractional amounts into exact base units', () => {
    expect(parseAmount('15', 9)).toBe(15_000_000_000n);
    expect(parseAmount('0.001', 6)).toBe(1000n);
    expect(parseAmount('  2.5  ', 6)).toBe(2_500_000n);
    expect(parseAmount('0.000000001', 9)).toBe(1n);
  });

  it('takes a comma as the decimal mark just like a dot', () => {
    expect(parseAmount('12,75', 9)).toBe(parseAmount('12.75', 9));
    expect(parseAmount('0,000001', 6)).toBe(1n);
  });

  it('accepts a bare leading or trailing decimal mark', () => {
    expect(parseAmount('.5', 6)).toBe(500_000n);
    expect(parseAmount('5,', 6)).toBe(5_000_000n);
  });

  it('keeps precision far past 2^53', () => {
    expect(parseAmount('9007199254.740993', 6)).toBe(9_007_199_254_740_993n);
    expect(parseAmount('18446744073.709551615', 9)).toBe(MAX_BASE_UNITS);
  });

  it('refuses empty input', () => {
    expect(refusal('', 6)).toBe('empty');
    expect(refusal('   ', 6)).toBe('empty');
  });

  it('refuses negatives', () => {
    expect(refusal('-1', 6)).toBe('negative');
    expect(refusal('-0,5', 9)).toBe('negative');
  });

  it.each(['abc', '1e3', '1.2.3', '1,000.5', '1 000', '+5', '.', ',', '0x10', 'Infinity', 'NaN', '١٢'])(
    'refuses %j as not a number',
    (text) => {
      expect(refusal(text, 9)).toBe('invalid');
    },
  );

  it('refuses more decimals than the asset has, trailing zeros included', () => {
    expect(refusal('0.0000001', 6)).toBe('tooManyDecimals');
    expect(refusal('1.0000000000', 9)).toBe('tooManyDecimals');
    expect(refusal('1.5', 0)).toBe('tooManyDecimals');
    expect(parseAmount('7', 0)).toBe(7n);
  });

  it('refuses amounts a transaction cannot carry', () => {
    expect(refusal('18446744073.709551616', 9)).toBe('tooLarge');
    expect(refusal('99999999999999999999999', 6)).toBe('tooLarge');
  });

  it('refuses zero only when asked', () => {
    expect(parseAmount('0', 6)).toBe(0n);
    expect(parseAmount('0,000', 6)).toBe(0n);
    expect(refusal('0', 6, true)).toBe('zero');
    expect(refusal('0.000', 9, true)).toBe('zero');
    expect(refusal('0.000001', 6, true)).toBe('accepted');
  });
});
