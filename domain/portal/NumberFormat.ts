import { checkedLocale } from './FormatLocale';

/**
 * Numbers in the visitor's culture, through Intl so grouping and decimal separators follow
 * CLDR: de-CH 1'250'000, fr 1 250 000, en 1,250,000.
 *
 * Building an Intl.NumberFormat costs far more than using one, and list pages format hundreds
 * of values, so formatters are kept per locale and options. The key space is small (six
 * cultures times the handful of option sets this code uses), so the cache needs no eviction.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(checkedLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A full number with the culture's grouping; up to `maximumFractionDigits` decimals (default 2, e.g. 3.5 rooms). */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return numberFormatter(locale, { maximumFractionDigits }).format(value);
}

export const THOUSAND = 1_000;
export const MILLION = 1_000_000;

/**
 * Compact numbers (document 000 §9, document 002 §9): "K at 1,000; M at 1,000,000".
 * The letters are the documents' K and M in every culture (not CLDR's "Mio." or "Mln"); only
 * the decimal separator is localised: 1.25M in en, 1,25M in fr.
 *
 * Our choice where the documents are silent: three significant digits (1.25M, 12.5K, 125K),
 * trailing zeros dropped, no space before the letter. A value that rounds up to the next
 * step moves to it (999,999 gives 1M, not 1000K). M is the largest step, so billions read
 * 1,500M with grouping.
 */
export function formatCompactNumber(value: number, locale: string): string {
  const magnitude = Math.abs(value);
  if (Math.round(magnitude) < THOUSAND) return numberFormatter(locale, { maximumFractionDigits: 0 }).format(value);
  let mantissa = roundMantissa(magnitude / THOUSAND);
  let letter = 'K';
  if (mantissa >= THOUSAND) {
    mantissa = roundMantissa(magnitude / MILLION);
    letter = 'M';
  }
  const signed = value < 0 ? -mantissa : mantissa;
  return numberFormatter(locale, { maximumFractionDigits: 2 }).format(signed) + letter;
}

/** Three significant digits, but never drop integer digits (1234M stays 1234M). */
function roundMantissa(mantissa: number): number {
  return mantissa >= 100 ? Math.round(mantissa) : Number(mantissa.toPrecision(3));
}
