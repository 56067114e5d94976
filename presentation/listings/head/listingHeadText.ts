import { cutMetaDescription } from '#domain/portal/TextCut';

/**
 * The meta description (document 000 §5: cut at 160): the facts a searcher compares first
 * ("Apartment for sale in Genève · 4.5 rooms · 120 m² · CHF 1,250,000"), then the owner's
 * words, so the snippet says something even when the description is empty or generic.
 */
export function metaDescription(summaryParts: readonly string[], description: string): string {
  const summary = summaryParts.filter(Boolean).join(' · ');
  return cutMetaDescription([summary, description].filter((part) => part.trim()).join('. '));
}
