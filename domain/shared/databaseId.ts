/**
 * The largest id an integer key column holds (PostgreSQL `integer`). An id beyond it names no
 * row, and sent to the database it fails the query: every id from outside is checked against it first.
 */
export const MAX_DATABASE_ID = 2_147_483_647;

export const isDatabaseId = (n: number): boolean => Number.isSafeInteger(n) && n >= 1 && n <= MAX_DATABASE_ID;
