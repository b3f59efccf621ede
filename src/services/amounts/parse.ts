/** The largest amount a ledger transaction can carry (uint64), in base units. */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

/**
 * Why an amount was refused; `kind` picks the hint on screen (hooks/account amountHint).
 * - `ambiguous`: a comma that cannot be a thousands separator ('1,5', '1,0000'): it is never read as a decimal mark.
 * - `malformed`: digits and marks in an impossible order ('1.2.3', '1.000,5').
 * - `invalid`: not a number at all ('abc', '1e3').
 */
export type AmountErrorKind =
  'empty' | 'invalid' | 'ambiguous' | 'malformed' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooLarge';

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

// The convention every figure on screen follows (formatAmount): ',' groups thousands in threes, '.' marks the
// decimals. The whole part is plain digits or correctly grouped ones; either side of the '.' may be empty ('.5', '5.').
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const ONLY_DIGITS_AND_MARKS = /^[\d.,]*\d[\d.,]*$/;

/** Why a text of digits and marks does not follow the convention. */
function misplacedMarks(text: string): AmountErrorKind {
  if (!ONLY_DIGITS_AND_MARKS.test(text)) return 'invalid';
  const firstDot = text.indexOf('.');
  const twoDots = firstDot !== text.lastIndexOf('.');
  const commaAfterDot = firstDot >= 0 && text.indexOf(',', firstDot) >= 0;
  return twoDots || commaAfterDot ? 'malformed' : 'ambiguous';
}

/**
 * Reads what a user typed as an exact amount in base units (bigint, never a float), in the app's one convention:
 * '1,000' is one thousand, '1000.5' and '0.25' have decimals. Throws AmountError for empty, non-numeric,
 * ambiguous ('1,5' is never guessed to be 1.5 or 15), malformed, negative, too precise (more fraction digits than
 * `decimals`, even trailing zeros), over uint64, or zero when refused.
 */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new AmountError('empty');
  if (trimmed.startsWith('-') && AMOUNT.test(trimmed.slice(1))) throw new AmountError('negative');
  const match = AMOUNT.exec(trimmed);
  if (!match) throw new AmountError(misplacedMarks(trimmed));
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole + fraction === '') throw new AmountError('invalid');
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals');
  const baseUnits = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (baseUnits > MAX_BASE_UNITS) throw new AmountError('tooLarge');
  if (baseUnits === 0n && options.rejectZero) throw new AmountError('zero');
  return baseUnits;
}
