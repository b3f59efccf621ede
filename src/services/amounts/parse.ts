import { numberFormat, numberMarks } from '../../i18n/numbers';

/** The largest amount a ledger transaction can carry (uint64), in base units. */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

/**
 * Why an amount was refused; `kind` picks the hint on screen (hooks/account amountHint).
 * - `ambiguous`: read two ways ('1,500' in es-ES: 1500 or 1,5); the error carries both readings, never guessed.
 * - `malformed`: digits and marks in an impossible order ('1.2.3', '1,000.5' in es-ES).
 * - `invalid`: not a number at all ('abc', '1e3', '+5').
 */
export type AmountErrorKind =
  'empty' | 'invalid' | 'ambiguous' | 'malformed' | 'negative' | 'zero' | 'tooManyDecimals' | 'tooLarge';

/** A refused amount; `kind` tells the screen which message to show. */
export class AmountError extends Error {
  readonly kind: AmountErrorKind;
  /** For `ambiguous`: the thousands reading, then the decimal one, in base units ('1,500' → 1500 and 1.5). */
  readonly readings?: readonly [thousands: bigint, decimal: bigint];
  constructor(kind: AmountErrorKind, readings?: readonly [bigint, bigint]) {
    super(`amount refused: ${kind}`);
    this.name = 'AmountError';
    this.kind = kind;
    this.readings = readings;
  }
}

export interface ParseAmountOptions {
  /** Refuse 0 (a transfer of nothing); off by default because 0 is a valid amount on its own. */
  rejectZero?: boolean;
}

/** A number as read: its whole digits and fraction digits, or two readings to ask about. */
type Reading = { whole: string; fraction: string } | { thousands: string; whole: string; fraction: string; ask: true };

// Spaces of every width group thousands ('1 000', Intl's NBSP in fr-FR); apostrophes too where the locale uses one.
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
const APOSTROPHES = /['\u2019]/g;
const normalize = (text: string) => text.replace(SPACES, ' ').replace(APOSTROPHES, "'");

/** A whole part that a thousands group could follow: one to three digits, never a leading zero ('0,500' is 0.5). */
const GROUP_LEAD = /^[1-9]\d{0,2}$/;

/**
 * The digits of a whole part written with `marks` between groups, or null: plain digits, well-formed groups of
 * three with one kind of mark ('1.234.567', '1 000'), or exactly as the locale's own Intl writes it ('12,34,567'
 * in en-IN), so every figure the app shows reads back.
 */
function groupedDigits(whole: string, marks: readonly string[]): string | null {
  const used = marks.filter((mark) => whole.includes(mark));
  if (used.length === 0) return /^\d*$/.test(whole) ? whole : null;
  if (used.length > 1) return null;
  const [lead = '', ...groups] = whole.split(used[0] as string);
  const digits = [lead, ...groups].join('');
  if (GROUP_LEAD.test(lead) && groups.every((group) => /^\d{3}$/.test(group))) return digits;
  if (/^\d+$/.test(digits) && normalize(numberFormat(0).format(BigInt(digits))) === whole) return digits;
  return null;
}

/** Like {@link groupedDigits}, refusing as malformed what is not grouped well. */
function wholeDigits(whole: string, marks: readonly string[]): string {
  const digits = groupedDigits(whole, marks);
  if (digits === null) throw new AmountError('malformed');
  return digits;
}

/** Splits at the one `mark` the text holds: the whole part before it, the fraction digits after. */
function splitAt(text: string, mark: string): [string, string] {
  const [whole = '', fraction = '', ...more] = text.split(mark);
  if (more.length > 0 || !/^\d*$/.test(fraction)) throw new AmountError('malformed');
  return [whole, fraction];
}

/**
 * Reads digits and marks by DESIGN §8 (es-ES marks in the examples; es-MX swaps them): the locale's decimal mark is
 * a decimal mark ('1,5'); its group mark groups thousands in threes ('1.000', '1.000,5'); the other mark is a decimal
 * where it cannot be a group ('1.5', '0.500'); the decimal mark alone with exactly three digits after a group lead
 * ('1,500') reads two ways and is asked about.
 */
function read(text: string): Reading {
  const { decimal, group } = numberMarks();
  const mark = normalize(group);
  const other = decimal === ',' ? '.' : ',';
  const groupMarks = [...new Set([mark, ' '])];
  if (text.includes(decimal)) {
    const [whole, fraction] = splitAt(text, decimal);
    if (GROUP_LEAD.test(whole) && fraction.length === 3)
      return { thousands: whole + fraction, whole, fraction, ask: true };
    return { whole: wholeDigits(whole, groupMarks), fraction };
  }
  if (!text.includes(other)) return { whole: wholeDigits(text, groupMarks), fraction: '' };
  // The other mark: thousands where it is the locale's group mark and groups well, else the decimal mark.
  const grouped = other === mark ? groupedDigits(text, groupMarks) : null;
  if (grouped !== null) return { whole: grouped, fraction: '' };
  const [whole, fraction] = splitAt(text, other);
  // A mark that is neither of the locale's ('.' in fr-FR) could group thousands elsewhere: '1.500' is asked about.
  if (other !== mark && GROUP_LEAD.test(whole) && fraction.length === 3)
    return { thousands: whole + fraction, whole, fraction, ask: true };
  return {
    whole: wholeDigits(
      whole,
      groupMarks.filter((m) => m !== other),
    ),
    fraction,
  };
}

/** The base units of whole + fraction digits with the asset's `decimals`, or why they are refused. */
function toBaseUnits(whole: string, fraction: string, decimals: number): bigint {
  if (whole + fraction === '') throw new AmountError('invalid');
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals');
  const baseUnits = BigInt(whole + fraction.padEnd(decimals, '0'));
  if (baseUnits > MAX_BASE_UNITS) throw new AmountError('tooLarge');
  return baseUnits;
}

/**
 * Reads what a user typed, in the reader's locale (i18n/numbers), as an exact amount in base units (bigint, never a
 * float): in es-ES '1,5' and '1.5' are 1.5, '1.000' is one thousand, '0,500' is 0.5; in es-MX '1,000' is one thousand.
 * Throws AmountError for empty, non-numeric (letters, an exponent, a sign other than '-'), negative, malformed,
 * ambiguous ('1,500' in es-ES, with both readings), too precise (more fraction digits than `decimals`, even
 * trailing zeros), over uint64, or zero when refused.
 */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): bigint {
  const trimmed = normalize(text.trim());
  if (trimmed === '') throw new AmountError('empty');
  const negative = /^[-\u2212]/.test(trimmed);
  const body = negative ? trimmed.slice(1) : trimmed;
  const allowed = normalize(numberMarks().group) === "'" ? /^[\d., ']*$/ : /^[\d., ]*$/;
  if (!allowed.test(body) || !/\d/.test(body)) throw new AmountError('invalid');
  const reading = read(body);
  if (negative) throw new AmountError('negative');
  const baseUnits = toBaseUnits(reading.whole, reading.fraction, decimals);
  if ('ask' in reading) throw new AmountError('ambiguous', [toBaseUnits(reading.thousands, '', decimals), baseUnits]);
  if (baseUnits === 0n && options.rejectZero) throw new AmountError('zero');
  return baseUnits;
}
