import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { urlWordOf } from '../portal/urlWords/urlWordLookup';
import type { SearchUrlRedirect } from './SearchUrlContext';
import { searchErrors } from './searchErrors';
import { validatePlaceSlug } from './validatePlaceSlug';

/**
 * The old form /{transactionType}/{propertyType}/{countrySlug?}/{placeSlug} redirects
 * permanently to the place-first form, keeping the query string (document 001 §2).
 * It is recognised by its first segment being a transaction slug, which no place slug may be.
 * Returns undefined when the path is not of the old form.
 *
 * @param segments decoded path segments; @param rawSegments the same, still encoded, reused as they are.
 */
export function oldSearchUrlRedirect(
  segments: readonly string[],
  rawSegments: readonly string[],
  query: string,
): Result<SearchUrlRedirect, DomainError> | undefined {
  if (segments.length === 0 || urlWordOf('transaction', segments[0].toLowerCase()) === undefined) return undefined;
  if (segments.length < 3 || segments.length > 4) return err(searchErrors.searchSlugNotSupported(segments.join('/')));
  if (urlWordOf('propertyType', segments[1].toLowerCase()) === undefined)
    return err(searchErrors.propertySlugNotSupported(segments[1]));
  const hasCountry = segments.length === 4;
  const placeCheck = validatePlaceSlug(segments[segments.length - 1], 'placeSlug');
  if (!placeCheck.ok) return placeCheck;
  if (hasCountry) {
    const countryCheck = validatePlaceSlug(segments[2], 'countrySlug');
    if (!countryCheck.ok) return countryCheck;
  }
  const [transaction, propertyType, ...place] = rawSegments;
  const path = `/${[...place, transaction, propertyType].join('/')}`;
  return ok({ kind: 'redirect', location: query ? `${path}?${query}` : path, permanent: true });
}
