import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * What the log may hold (docs/security.md): what happened, where, and the request id; never a
 * value a visitor typed or the database holds for them. Fields that carry one are censored
 * wherever a log call puts them (top level or one object down).
 */
const PERSONAL_FIELDS = [
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'codeHash',
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'email',
  'phone',
  'fullName',
  'params',
];
export const REDACTED_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]);

/**
 * An error as the log writes it: type, message, stack and machine code, the failed statement
 * without its parameters, and its causes the same way. drizzle's `Failed query: …\nparams: …`
 * message and stack lose the parameters; a driver error keeps its code, table, column and
 * constraint, never its detail, where or hint (`Failing row contains (…)`, `Key (email)=(…)`),
 * nor any other property.
 */
export function logSafeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const own = error as Error & Record<string, unknown>;
  const message = withoutParams(error.message);
  const logged: Record<string, unknown> = {
    type: error.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  if (typeof own.query === 'string') logged.statement = own.query;
  for (const key of ['code', 'severity', 'table', 'column', 'constraint', 'routine', 'status', 'kind'])
    if (typeof own[key] === 'string' || typeof own[key] === 'number') logged[key] = own[key];
  if (error.cause !== undefined && depth < 3) logged.cause = logSafeError(error.cause, depth + 1);
  return logged;
}

const withoutParams = (message: string): string => message.replace(/\nparams: [\s\S]*$/, '');

/** The portal's pino options: the error serializer above for `err` and `error`, and the redaction. */
export const portalLoggerOptions = (level: string): LoggerOptions => ({
  level,
  base: undefined,
  serializers: { err: logSafeError, error: (value: unknown) => (value instanceof Error ? logSafeError(value) : value) },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
});

/** A logger with the portal's options on a destination (stdout in production, a buffer in tests). */
export function portalLogger(level: string, destination: DestinationStream, extra: LoggerOptions = {}): Logger {
  return pino({ ...portalLoggerOptions(level), ...extra }, destination);
}

/** Query parameters whose values are secrets or someone's address: the request line keeps their names only. */
const SECRET_PARAMETER = /mail|pass|code|token|secret|sig|hash|state|key/i;

/** A request URL for the log: path and query, the values of secret-looking parameters replaced. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAMETER.test(name)) query.set(name, 'redacted');
  return `${url.slice(0, at)}?${query.toString()}`;
}
