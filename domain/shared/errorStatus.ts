import type { DomainError, ErrorKind } from './DomainError';

/**
 * The one table between error kinds and HTTP statuses: the /svc edge answers with it and the http
 * adapters' ServiceClient reads answers back with it, so both sides of a contract agree.
 */
export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  NOT_FOUND: 404,
  INVALID: 400,
  GONE: 410,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  EXTERNAL_ERROR: 502,
  REDIRECT: 308,
  UNPROCESSABLE: 422,
  FAILED_DEPENDENCY: 424,
  TOO_LARGE: 413,
};

export const statusOf = (error: Pick<DomainError, 'kind'>): number => STATUS_BY_KIND[error.kind];

/** The kind an answer's status stands for; a status no kind answers (5xx, 422…) is an external error. */
export function kindOfStatus(status: number): ErrorKind {
  for (const [kind, answered] of Object.entries(STATUS_BY_KIND) as [ErrorKind, number][]) {
    if (answered === status && kind !== 'EXTERNAL_ERROR' && kind !== 'REDIRECT') return kind;
  }
  return 'EXTERNAL_ERROR';
}
