import type { DomainError } from '#domain/shared/DomainError';
import { isDatabaseId } from '#domain/shared/databaseId';
import { err, ok, type Result } from '#domain/shared/Result';
import { searchErrors } from '../searchErrors';

/** Document 001 §5: "Search id must be valid: 'SearchId {n} is not valid'": an integer from 1 to the column's maximum. */
export function parseSearchId(id: number | string): Result<number, DomainError> {
  const text = String(id).trim();
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return isDatabaseId(n) ? ok(n) : err(searchErrors.searchIdNotValid(text.slice(0, 200)));
}
