import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { isReservedTransactionSlug } from '../portal/urlWords/urlWordLookup';
import { searchErrors } from './searchErrors';

/** Document 001 §5 limits: place slug 90 characters. */
export const PLACE_SLUG_MAX_LENGTH = 90;

/** Letters, digits, underscore and hyphen: no whitespace or punctuation (document 002 §5). */
const SLUG = /^[\p{L}\p{Nd}_-]+$/u;

/**
 * A place (or country) slug as it may stand in a search path. Reserved transaction slugs
 * are refused because the path is read by finding the transaction segment: a place called
 * "rent" would make "/rent/buy" ambiguous.
 */
export function validatePlaceSlug(
  slug: string,
  field: 'placeSlug' | 'countrySlug' = 'placeSlug',
): Result<string, DomainError> {
  if (!SLUG.test(slug)) return err(searchErrors.placeSlugNotCorrect(field, 'PLACE_SLUG_NOT_VALID', slug));
  if (slug.length > PLACE_SLUG_MAX_LENGTH)
    return err(searchErrors.placeSlugNotCorrect(field, 'PLACE_SLUG_TOO_LONG', slug));
  if (isReservedTransactionSlug(slug)) return err(searchErrors.placeSlugNotCorrect(field, 'PLACE_SLUG_RESERVED', slug));
  return ok(slug);
}
