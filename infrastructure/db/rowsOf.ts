/** The rows of a raw `execute` answer: PGlite hands back an array-like result, node-postgres `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
