/**
 * A saved search's automatic subtitle (domain/search/saved/automaticTitle: "Sell · Apartment, House ·
 * 3+ rooms") in the page's language, word by word: transaction and property types through the listings
 * catalogue (Listings.TransactionType.*, Listings.PropertyType.Plural.*); any other word is kept.
 * `translate` answers undefined for a key the catalogue lacks (in the browser the catalogue holds
 * compiled messages, not strings: only the formatter can say what a key reads).
 */
export function subtitleText(subtitle: string, translate: (key: string) => string | undefined): string {
  const word = (value: string): string => {
    for (const key of [`Listings.TransactionType.${value}`, `Listings.PropertyType.Plural.${value}`]) {
      const text = translate(key);
      if (text !== undefined) return text;
    }
    return value;
  };
  return subtitle
    .split(' · ')
    .map((part) => part.split(', ').map(word).join(', '))
    .join(' · ');
}
