/**
 * Whether a failure means a dependency is down (the database restarting or unreachable, the
 * node's own identity provider unable to answer for the same reason) rather than a bug: such a
 * request answers 503 with Retry-After at once, and the proxy or the browser tries again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** PostgreSQL SQLSTATE: connection exceptions (class 08) and the server shutting down or starting (57P01–57P03). */
const POSTGRES_STATES = /^(08\d{3}|57P0[1-3])$/;
const MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_S = 5;
/** A full disk is not over in seconds: someone has to free space or grow the volume. */
export const STORAGE_FULL_RETRY_AFTER_S = 60;

interface Failure {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  dependencyUnavailable?: unknown;
}

/** The error or one of its causes (drizzle wraps the driver's error) matches. */
function anyCause(error: unknown, matches: (failure: Failure) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const failure = current as Failure;
    if (typeof failure === 'object' && matches(failure)) return true;
    current = failure.cause;
  }
  return false;
}

export function isDependencyUnavailable(error: unknown): boolean {
  return anyCause(
    error,
    (failure) =>
      failure.dependencyUnavailable === true ||
      (typeof failure.code === 'string' && (NETWORK_CODES.has(failure.code) || POSTGRES_STATES.test(failure.code))) ||
      (typeof failure.message === 'string' && MESSAGES.test(failure.message)),
  );
}

/**
 * The database could not write because its disk is full: SQLSTATE 53100 (disk_full, what PGlite
 * and PostgreSQL raise when a file cannot be extended) or the file system's ENOSPC. The statement
 * failed whole and nothing was written, reads still work: the request answers a clear 503, never
 * a 500, and the node stays ready for readers.
 */
export function isStorageFull(error: unknown): boolean {
  return anyCause(
    error,
    (failure) =>
      failure.code === '53100' ||
      failure.code === 'ENOSPC' ||
      (typeof failure.message === 'string' && /No space left on device/.test(failure.message)),
  );
}
