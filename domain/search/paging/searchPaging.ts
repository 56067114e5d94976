import type { Sorting } from '#domain/portal/Portal';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

export interface PagingLimits {
  /** The portal's page size (document 001 §9: 20): the count when none is asked for. */
  pageSize: number;
  /** The most results one call may return (document 001 §9: map result count 1000). */
  maxCount: number;
  /** Document 001 §9: max skip 100000. */
  maxSkip: number;
}

export interface Paging {
  count: number;
  skip: number;
}

/**
 * The count and skip of a search call. Document 001 §5: "Page offset at or beyond the maximum
 * skip redirects to page one": the service cannot redirect, so it refuses with
 * MAX_SKIP_EXCEEDED and the page (firstPageRedirect) sends the visitor to page one.
 */
export function searchPaging(
  asked: { count?: number; skip?: number },
  limits: PagingLimits,
): Result<Paging, DomainError> {
  const count = asked.count ?? limits.pageSize;
  const skip = asked.skip ?? 0;
  if (!Number.isSafeInteger(count) || count < 0 || count > limits.maxCount) {
    return err(
      domainError('INVALID', 'COUNT_NOT_VALID', `count must be an integer from 0 to ${limits.maxCount}`, {
        field: 'count',
      }),
    );
  }
  if (!Number.isSafeInteger(skip) || skip < 0) {
    return err(domainError('INVALID', 'SKIP_NOT_VALID', 'skip must be a non-negative integer', { field: 'skip' }));
  }
  if (skip >= limits.maxSkip) {
    return err(
      domainError('INVALID', 'MAX_SKIP_EXCEEDED', 'Page offset at or beyond the maximum skip redirects to page one', {
        field: 'skip',
        values: { maxSkip: limits.maxSkip },
      }),
    );
  }
  return ok({ count, skip });
}

/** How many of `total` results paging can reach: skips stop before the maximum skip. */
export function totalRetrievable(total: number, maxSkip: number): number {
  return Math.max(0, Math.min(total, maxSkip));
}

/** Pages of `pageSize` over the retrievable results (at least one: an empty search still has its page). */
export function pageCount(retrievable: number, pageSize: number): number {
  return Math.max(1, Math.ceil(retrievable / Math.max(1, pageSize)));
}

/**
 * What a search page (1-based) asks of the service: the portal's page size (document 001 §9: 20)
 * from that page's first result, in the search's sort or the portal's default.
 */
export function pageOfResults(
  params: { page?: number; sort?: Sorting },
  portal: { pageSize: number; defaultSort: Sorting },
): { count: number; skip: number; sort: Sorting } {
  return {
    count: portal.pageSize,
    skip: ((params.page ?? 1) - 1) * portal.pageSize,
    sort: params.sort ?? portal.defaultSort,
  };
}
