import { NUMBER_LOCALE } from '../../i18n/numbers';

const integerFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });
const decimalMark =
  new Intl.NumberFormat(NUMBER_LOCALE).formatToParts(0.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** How {@link formatAmount} writes the fraction. */
export interface FormatOptions {
  /** Keep trailing zeros, so every figure has exactly `shownDecimals` digits (balances that line up in columns). */
  fixed?: boolean;
}

/**
 * Formats base units for display, e.g. formatAmount(1234567890000n, 9) → "1,234.56789".
 * Shows at most `shownDecimals` fraction digits and drops trailing zeros. The cut TRUNCATES (toward
 * zero) rather than rounds, so a balance is never shown larger than it is: 0.999 ALGO with 2 decimals
 * shows "0.99", never "1". With `fixed`, 12.5 UMQ at 3 decimals shows "12.500". Only the integer part goes through Intl, as a bigint, so no amount
 * ever passes through a float.
 */
export function formatAmount(
  baseUnits: bigint,
  decimals: number,
  shownDecimals: number = decimals,
  { fixed = false }: FormatOptions = {},
): string {
  const sign = baseUnits < 0n ? '-' : '';
  const magnitude = baseUnits < 0n ? -baseUnits : baseUnits;
  const unit = 10n ** BigInt(decimals);
  const whole = integerFormat.format(magnitude / unit);
  const fraction = (magnitude % unit)
    .toString()
    .padStart(decimals, '0')
    .slice(0, Math.max(0, Math.min(shownDecimals, decimals)));
  const digits = fixed ? fraction.padEnd(Math.max(0, shownDecimals), '0') : fraction.replace(/0+$/, '');
  const shown = digits ? `${whole}${decimalMark}${digits}` : whole;
  // A negative amount too small to show is shown as zero, not "-0".
  return /[1-9]/.test(shown) ? sign + shown : shown;
}
