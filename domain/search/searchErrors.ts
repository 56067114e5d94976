import type { DomainError } from '../shared/DomainError';
import { domainError } from '../shared/DomainError';

/**
 * The search URL and filter errors, with the documents' message texts (document 001 §5, §8).
 * A URL that names no page is NOT_FOUND (a 404 page); a bad value in it is INVALID.
 * Where the documents give no text, the generic 'filters is not valid' / 'params is not valid'
 * carry the field, and the code tells the cases apart.
 */
export const searchErrors = {
  transactionSlugNotSupported: (slug: string): DomainError =>
    domainError('NOT_FOUND', 'TRANSACTION_SLUG_NOT_SUPPORTED', 'Transaction slug is not supported', {
      field: 'transactionType',
      values: { slug },
    }),
  propertySlugNotSupported: (slug: string): DomainError =>
    domainError('NOT_FOUND', 'PROPERTY_SLUG_NOT_SUPPORTED', 'Property slug is not supported', {
      field: 'propertyType',
      values: { slug },
    }),
  /** A later path segment that is no search word (the documents name only the two above). */
  searchSlugNotSupported: (slug: string): DomainError =>
    domainError('NOT_FOUND', 'SEARCH_SLUG_NOT_SUPPORTED', 'Search slug is not supported', {
      field: 'path',
      values: { slug },
    }),
  placeSlugNotCorrect: (
    field: 'placeSlug' | 'countrySlug',
    code: 'PLACE_SLUG_NOT_VALID' | 'PLACE_SLUG_TOO_LONG' | 'PLACE_SLUG_RESERVED',
    slug: string,
  ): DomainError => domainError('INVALID', code, 'Place with slug is not correct', { field, values: { slug } }),
  searchIdNotValid: (n: string | number): DomainError =>
    domainError('INVALID', 'SEARCH_ID_NOT_VALID', `SearchId ${n} is not valid`, { field: 'searchId', values: { n } }),
  minAboveMax: (field: string): DomainError => domainError('INVALID', 'RANGE_MIN_ABOVE_MAX', 'min > max', { field }),
  filterNotValid: (field: string, code = 'FILTER_NOT_VALID'): DomainError =>
    domainError('INVALID', code, 'filters is not valid', { field }),
  paramNotValid: (field: string, code: 'PAGE_NOT_VALID' | 'SORT_NOT_ALLOWED' | 'GEO_NOT_VALID'): DomainError =>
    domainError('INVALID', code, 'params is not valid', { field }),
  accountIdNotValid: (): DomainError =>
    domainError('INVALID', 'ACCOUNT_ID_NOT_VALID', 'Invalid accountId was provided', { field: 'accountId' }),
};
