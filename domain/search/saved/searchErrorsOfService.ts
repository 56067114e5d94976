import { domainError, type DomainError } from '#domain/shared/DomainError';

/**
 * The searches service's own failures (document 001 §5, §8). 'SearchId {n} is not valid' is
 * searchErrors.searchIdNotValid, shared with the URL codec.
 */
export const searchServiceErrors = {
  searchNotFound: (n: number | string): DomainError =>
    domainError('NOT_FOUND', 'SEARCH_NOT_FOUND', `Search ${n} is not found`, { field: 'id', values: { n } }),
  notOwner: (n: number | string): DomainError =>
    domainError('FORBIDDEN', 'SEARCH_NOT_OWNED', `Search ${n} belongs to another profile`, {
      field: 'id',
      values: { n },
    }),
  /** Document 001 §4: saving needs an identified visitor; document 001 §8: 'Login required'. */
  loginRequired: (): DomainError => domainError('UNAUTHORIZED', 'LOGIN_REQUIRED', 'Login required'),
  /** GET /searches without a profile: the client tolerates the 404 (document 001 §7). */
  searchesNotFound: (): DomainError => domainError('NOT_FOUND', 'SEARCHES_NOT_FOUND', 'Searches not found'),
  placeNotFound: (id: string): DomainError =>
    domainError('NOT_FOUND', 'PLACE_NOT_FOUND', `placeId ${id} not found`, {
      field: 'location.placeId',
      values: { id },
    }),
  accountNotFound: (): DomainError =>
    domainError('NOT_FOUND', 'ACCOUNT_NOT_FOUND', 'Invalid accountId was provided', { field: 'accountId' }),
  luxuryRangeNotFound: (countryISO: string, currencyId: string): DomainError =>
    domainError(
      'NOT_FOUND',
      'LUXURY_PRICE_RANGE_NOT_FOUND',
      `No luxury price range for ${countryISO} in ${currencyId}`,
      { field: 'countryISO' },
    ),
};
