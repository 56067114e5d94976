import type { Container } from 'inversify';
import { FindPlacesBySlug } from '#application/places/tokens';
import { urlWordOf } from '#domain/portal/urlWords/urlWordLookup';
import { searchErrors } from '#domain/search/searchErrors';
import type { DomainError } from '#domain/shared/DomainError';

/**
 * Document 001 §5: "Unsupported transaction slug: 'Transaction slug is not supported'". A path of the
 * place-first search form, /{countrySlug?}/{placeSlug}/{word}, whose place exists but whose word is no
 * transaction of any language (/switzerland/zurich/lease) is that 404, not a page that was never there.
 * No search route takes such a path (they are told apart by their transaction word), so the no-match
 * page asks here once no content page has it. Undefined when the path names no place.
 */
export async function unsupportedTransaction(
  container: Container,
  pathname: string,
  page: { countries: readonly string[] },
): Promise<DomainError | undefined> {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined;
  }
  if (segments.length < 2 || segments.length > 3) return undefined;
  if (segments.some((segment) => urlWordOf('transaction', segment) !== undefined)) return undefined;
  // The place slug stands just before the word: /{countrySlug?}/{placeSlug}/{word}.
  const found = await container.get(FindPlacesBySlug).execute({ slug: segments[segments.length - 2] });
  const known = found.ok && found.value.some((match) => page.countries.includes(match.place.countryISO));
  return known ? searchErrors.transactionSlugNotSupported(segments[segments.length - 1]) : undefined;
}
