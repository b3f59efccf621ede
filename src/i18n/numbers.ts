/**
 * The locale numbers are written in (DESIGN §8): the device's, from `navigator.languages` as Intl resolves it, so
 * Spain, Argentina, Colombia or Chile read '2.500,5' and Mexico or the US '2,500.5'. Read once; unit tests and
 * stories set it (setNumberLocale) so what they assert does not depend on the machine that runs them.
 */
let locale: string | undefined;

/** Intl's best match for the device's languages; Spain's Spanish when the page has none (the app is Spanish). */
function deviceLocale(): string {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return new Intl.NumberFormat([...languages, 'es-ES']).resolvedOptions().locale;
}

/** The locale every number on screen is written and read in. */
export function numberLocale(): string {
  return (locale ??= deviceLocale());
}

/** Writes and reads numbers in `tag` from now on (tests and the stories' locale switch; undefined = the device's). */
export function setNumberLocale(tag: string | undefined): void {
  locale = tag;
  formats.clear();
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's Intl format with `digits` fraction digits at most (at least with `fixed`), grouping thousands always
 * (Spain's own rule leaves 4-digit numbers ungrouped, DESIGN §8 writes '2.500,5'), or never when not `grouped`, in
 * Latin digits (the parser's).
 */
export function numberFormat(digits = 20, fixed = false, grouped = true): Intl.NumberFormat {
  const key = `${numberLocale()} ${digits} ${fixed} ${grouped}`;
  let format = formats.get(key);
  if (!format) {
    const fraction = { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 };
    const useGrouping = grouped ? 'always' : false;
    format = new Intl.NumberFormat(numberLocale(), { ...fraction, useGrouping, numberingSystem: 'latn' });
    formats.set(key, format);
  }
  return format;
}

/** The locale's marks: `decimal` ('1,5' in es-ES) and `group` ('1.000' in es-ES; a space or an apostrophe elsewhere). */
export function numberMarks(): { decimal: string; group: string } {
  const parts = numberFormat().formatToParts(1234.5);
  const mark = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { decimal: mark('decimal'), group: mark('group') };
}

/** A count or a figure as the user reads it, e.g. 1000n → '1.000' in es-ES, '1,000' in es-MX; bigints keep every digit. */
export function formatNumber(value: number | bigint): string {
  return numberFormat().format(value);
}
