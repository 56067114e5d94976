import { cutAtWord, cutMetaDescription } from '#domain/portal/TextCut';

/** Search engines show about 60 characters of a title; the brand goes last and only when it fits. */
export const HEAD_TITLE_MAX = 60;

export function headTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`;
  return Array.from(branded).length <= HEAD_TITLE_MAX ? branded : cutAtWord(title, HEAD_TITLE_MAX);
}

/**
 * The meta description (document 000 §5: cut at 160): the facts a searcher compares first
 * ("Apartment for sale in Genève · 4.5 rooms · 120 m² · CHF 1,250,000"), then the owner's
 * words, so the snippet says something even when the description is empty or generic.
 */
export function metaDescription(summaryParts: readonly string[], description: string): string {
  const summary = summaryParts.filter(Boolean).join(' · ');
  return cutMetaDescription([summary, description].filter((part) => part.trim()).join('. '));
}
