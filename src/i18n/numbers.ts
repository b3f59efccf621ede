/**
 * The app's one number convention, the spec's ('2,500 UMQ', '0.52 %'): ',' groups thousands and '.' marks decimals,
 * which is Latin American Spanish ('es-419'); Spain's 'es' would print "2500" and "0,52".
 */
export const NUMBER_LOCALE = 'es-419';

const grouped = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 20 });

/** A count or a figure as the user reads it, e.g. 1000n → '1,000', 12.5 → '12.5'; bigints keep every digit. */
export function formatNumber(value: number | bigint): string {
  return grouped.format(value);
}
