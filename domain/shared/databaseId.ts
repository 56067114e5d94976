/**
 * The largest id an integer key column holds (PostgreSQL `integer`). An id beyond it names no
 * row, and sent to the database it fails the query: every id from outside is checked against it first.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

export const isDatabaseId = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= MAX_DATABASE_ID;

/**
 * An id as a URL writes it (a path segment, a query value): decimal digits naming a row a key
 * column can hold, else undefined. The one parser of ids from outside, for /svc (`idParam`) and
 * pages alike: a page answers its "not found" for undefined, never a failed query.
 */
export function parseDatabaseId(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text)) return undefined;
  const id = Number(text);
  return isDatabaseId(id) ? id : undefined;
}
