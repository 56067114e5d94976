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

export function isDependencyUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    const failure = current as { code?: unknown; message?: unknown; cause?: unknown; dependencyUnavailable?: unknown };
    if (failure.dependencyUnavailable === true) return true;
    if (typeof failure.code === 'string' && (NETWORK_CODES.has(failure.code) || POSTGRES_STATES.test(failure.code)))
      return true;
    if (typeof failure.message === 'string' && MESSAGES.test(failure.message)) return true;
    current = failure.cause;
  }
  return false;
}
