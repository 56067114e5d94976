/**
 * A failure the product expects and can explain. `code` is what the edges map
 * (an HTTP status, a page); `message` is the documents' text or message key,
 * which the UI translates; `field` names the input at fault when there is one.
 */
export type ErrorKind =
  | 'NOT_FOUND'
  | 'REDIRECT'
  | 'TOO_MANY_REQUESTS'
  | 'EXTERNAL_ERROR'
  | 'INVALID'
  | 'GONE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  /** Understood but not processable as asked (document 002 §8: 422 on valuate, the invalid-valuation error). */
  | 'UNPROCESSABLE'
  /** A dependency is not ready: the work is postponed (document 002 §8: 424 on valuate). */
  | 'FAILED_DEPENDENCY'
  /** Larger than the service takes: an upload over its limit, an archive that expands past its bounds (413). */
  | 'TOO_LARGE';

export interface DomainError {
  readonly kind: ErrorKind;
  /** Stable machine code, e.g. LISTING_ID_NOT_VALID, SEARCH_NOT_FOUND. */
  readonly code: string;
  /** The documents' message text or key, e.g. 'ListingId is not valid', 'Immobox.Validations.Required'. */
  readonly message: string;
  readonly field?: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export const domainError = (
  kind: ErrorKind,
  code: string,
  message: string,
  extra: { field?: string; values?: Record<string, string | number> } = {},
): DomainError => ({ kind, code, message, ...extra });

export const notFound = (code: string, message: string, field?: string) =>
  domainError('NOT_FOUND', code, message, { field });
export const invalid = (code: string, message: string, field?: string, values?: Record<string, string | number>) =>
  domainError('INVALID', code, message, { field, values });
