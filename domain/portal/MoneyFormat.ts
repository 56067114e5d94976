import { formatCompactNumber, numberFormatter } from './NumberFormat';

/**
 * Document 000 §9: "Currency symbols shown for USD and EUR". Every other currency shows its
 * ISO code, so a Swiss price reads "CHF 1'250'000" and never "Fr." or "CHF" in one culture and
 * "fr." in another. USD and EUR use the narrow symbol ($, €) so no culture turns them into
 * "US$" or "$US".
 */
const SYMBOL_CURRENCIES: ReadonlySet<string> = new Set(['USD', 'EUR']);

export interface MoneyFormatOptions {
  /** K / M notation for tight places (map pins, sliders): "€1.25M", "CHF 850K". */
  compact?: boolean;
  /** Decimals shown; property prices are whole amounts, so 0 unless a caller needs cents. */
  fractionDigits?: number;
}

export function formatMoney(
  amount: number,
  currencyId: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  if (!/^[A-Z]{3}$/.test(currencyId)) throw new Error(`Unknown currency: ${currencyId}`);
  const fractionDigits = options.fractionDigits ?? 0;
  const formatter = numberFormatter(locale, {
    style: 'currency',
    currency: currencyId,
    currencyDisplay: SYMBOL_CURRENCIES.has(currencyId) ? 'narrowSymbol' : 'code',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  if (!options.compact) return formatter.format(amount);
  return withCompactNumber(formatter.formatToParts(amount), formatCompactNumber(Math.abs(amount), locale));
}

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * Keeps the culture's currency placement and spacing (en "€1.25M", fr "1,25M €", de-CH
 * "CHF 1.25M") by putting the compact number where Intl put the digits.
 */
function withCompactNumber(parts: Intl.NumberFormatPart[], compact: string): string {
  let placed = false;
  return parts
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return compact;
    })
    .join('');
}
