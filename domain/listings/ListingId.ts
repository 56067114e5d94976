import { type DomainError, notFound } from '../shared/DomainError';
import { isDatabaseId } from '../shared/databaseId';
import { type Result, err, ok } from '../shared/Result';

export const LISTING_ID_NOT_VALID = 'LISTING_ID_NOT_VALID';

/**
 * Document 001 §5: "Listing id and project id must convert to a nonzero number, else
 * not-found ('ListingId is not valid')". Ids come from URLs (/{slug}/{id}) and query strings,
 * so a string is the usual input. Our reading of "convert to a number": decimal digits only
 * (leading zeros tolerated, nothing else: no sign, no decimals, no exponent, no spaces), a
 * value from 1 to the key column's maximum, because ids are positive database keys. A bad id
 * is NOT_FOUND, not INVALID: to a visitor /flat/abc is simply a page that does not exist.
 */
export function parseListingId(raw: unknown): Result<number, DomainError> {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isDatabaseId(id)) return err(notFound(LISTING_ID_NOT_VALID, 'ListingId is not valid', 'listingId'));
  return ok(id);
}
