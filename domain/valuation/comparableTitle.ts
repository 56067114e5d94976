import { type ListingTitleView, listingTitle } from '../listings/ListingTitle';
import type { Comparable, ValuationPropertyType } from './Property';

/**
 * A comparable's title in the page's language, by the listings' one rule (listingTitle: the
 * owner's title in that language, else the title as published). A comparable has the valued
 * property's type (estimateValue only compares like with like), which a listing without a title
 * is then named by.
 */
export function comparableTitle(
  comparable: Pick<Comparable, 'title' | 'titles' | 'locality'>,
  propertyType: ValuationPropertyType,
  language: string,
): ListingTitleView {
  const descriptions = Object.fromEntries(
    Object.entries(comparable.titles ?? {}).map(([lang, title]) => [lang, { title, description: '' }]),
  );
  return listingTitle(
    {
      title: comparable.title,
      descriptions,
      type: propertyType,
      transactionType: 'Sell',
      location: { locality: comparable.locality },
    },
    language,
  );
}
