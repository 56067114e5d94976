import { checkedLocale } from './FormatLocale';

/**
 * Document 002 §9: "Minimum plural rule keys include zero". Counted texts ("0 bedrooms",
 * "1 bedroom", "3 bedrooms") reach the UI as a message key plus a count; every catalogue
 * entry for such a key carries a zero form besides the culture's own CLDR forms, because
 * "No bedroom" / "Aucune chambre" reads better than "0 chambre" (French puts 0 under "one").
 * This helper names the form a count takes, for code that picks catalogue forms itself; ICU
 * messages express the same rule with an `=0` case.
 */
export type PluralCategory = 'zero' | Intl.LDMLPluralRule;

export const MINIMUM_PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'other'];

const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number, locale: string): PluralCategory {
  if (count === 0) return 'zero';
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(checkedLocale(locale));
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** A text the UI renders with a count, e.g. { messageKey: 'ItemDetails.Facts.Bedrooms', count: 0 }. */
export interface Counted<K extends string = string> {
  messageKey: K;
  count: number;
}
