import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { searchErrors } from '../searchErrors';

/** Document 001 §5: "Search id must be valid: 'SearchId {n} is not valid'": a safe integer of at least 1. */
export function parseSearchId(id: number | string): Result<number, DomainError> {
  const text = String(id).trim();
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? ok(n) : err(searchErrors.searchIdNotValid(text));
}
