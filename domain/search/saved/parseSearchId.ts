import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { searchErrors } from '../searchErrors';

/** The searches table's integer column holds ids up to this: a larger one names no search and must not reach a query. */
const MAX_SEARCH_ID = 2_147_483_647;

/** Document 001 §5: "Search id must be valid: 'SearchId {n} is not valid'": an integer from 1 to the column's maximum. */
export function parseSearchId(id: number | string): Result<number, DomainError> {
  const text = String(id).trim();
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_SEARCH_ID
    ? ok(n)
    : err(searchErrors.searchIdNotValid(text.slice(0, 200)));
}
