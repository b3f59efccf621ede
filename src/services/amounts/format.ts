import { numberFormat, numberMarks } from '../../i18n/numbers';

/** How {@link formatAmount} writes the fraction. */
export interface FormatOptions {
  /** Keep trailing zeros, so every figure has exactly `shownDecimals` digits (balances that line up in columns). */
  fixed?: boolean;
  /**
   * Written into an amount field: a figure the parser would ask about ('1,234' in es-ES, 1.234 or 1234?) gets one
   * more zero ('1,2340'), so what the app fills in (Máximo, a chosen reading) is read back without a question.
   */
  forInput?: boolean;
  /** No group marks ('1500'): a whole number written the same in every convention, to ask '1500 or 1,5?'. */
  ungrouped?: boolean;
}

/**
 * Formats base units in the reader's locale (i18n/numbers), e.g. formatAmount(1234567890000n, 9) → '1.234,56789'
 * in es-ES, '1,234.56789' in es-MX. Shows at most `shownDecimals` fraction digits and drops trailing zeros. The cut
 * TRUNCATES (toward zero) rather than rounds, so a balance is never shown larger than it is: 0.999 ALGO with 2
 * decimals shows '0,99', never '1'. With `fixed`, 12.5 UMQ at 3 decimals shows '12,500'. Only the integer part goes
 * through Intl, as a bigint, so no amount ever passes through a float.
 */
export function formatAmount(
  baseUnits: bigint,
  decimals: number,
  shownDecimals: number = decimals,
  { fixed = false, forInput = false, ungrouped = false }: FormatOptions = {},
): string {
  const sign = baseUnits < 0n ? '-' : '';
  const magnitude = baseUnits < 0n ? -baseUnits : baseUnits;
  const unit = 10n ** BigInt(decimals);
  const wholeUnits = magnitude / unit;
  const whole = numberFormat(0, false, !ungrouped).format(wholeUnits);
  const fraction = (magnitude % unit)
    .toString()
    .padStart(decimals, '0')
    .slice(0, Math.max(0, Math.min(shownDecimals, decimals)));
  let digits = fixed ? fraction.padEnd(Math.max(0, shownDecimals), '0') : fraction.replace(/0+$/, '');
  if (forInput && digits.length === 3 && decimals > 3 && wholeUnits > 0n && wholeUnits < 1000n) digits += '0';
  const shown = digits ? `${whole}${numberMarks().decimal}${digits}` : whole;
  // A negative amount too small to show is shown as zero, not "-0".
  return /[1-9]/.test(shown) ? sign + shown : shown;
}
