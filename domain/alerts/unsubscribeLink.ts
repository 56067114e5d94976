import { parseDatabaseId } from '#domain/shared/databaseId';

/**
 * Document 001 §5: "Unsubscribe requires a safe integer id of at least 1"; §2: "An unsubscribe
 * attempt by a crawler or with a bad id redirects to '/'". A safe integer beyond the search id
 * column (2147483648) names no search: as bad an id as any, it never reaches a query.
 */
export function parseUnsubscribeId(value: unknown): number | undefined {
  return parseDatabaseId(value);
}
