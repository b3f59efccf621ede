/** The largest amount a ledger transaction can carry (uint64), in base units. */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

/**
 * Why an amount was refused. `tooManyDecimals` gets its own message on screen
 * ('{asset} admite como máximo {n} decimales'); every other kind reads 'Ingresa datos válidos'.
 */
export type AmountErrorKind = 'empty' | 'invalid' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooLarge';

/** A refused amount; `kind` tells the screen which message to show. */
export class AmountError extends Error {
  readonly kind: AmountErrorKind;
  constructor(kind: AmountErrorKind) {
    super(`amount refused: ${kind}`);
    this.name = 'AmountError';
    this.kind = kind;
  }
}

export interface ParseAmountOptions {
  /** Refuse 0 (a transfer of nothing); off by default because 0 is a valid amount on its own. */
  rejectZero?: boolean;
}

// Digits with at most one decimal mark, either ',' or '.', on either side of at least one digit.
// No thousands separators: with both marks meaning "decimal", "1.000" can only be read as 1.
const AMOUNT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads what a user typed as an exact amount in base units (bigint, never a float).
 * Accepts ',' or '.' as the decimal mark; throws AmountError for empty, non-numeric, negative,
 * too precise (more fraction digits than `decimals`, even trailing zeros), over uint64, or zero when refused.
 */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new AmountError('empty');
  if (trimmed.startsWith('-') && AMOUNT.test(trimmed.slice(1))) throw new AmountError('negative');
  const match = AMOUNT.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole + fraction === '') throw new AmountError('invalid');
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals');
  const baseUnits = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (baseUnits > MAX_BASE_UNITS) throw new AmountError('tooLarge');
  if (baseUnits === 0n && options.rejectZero) throw new AmountError('zero');
  return baseUnits;
}
