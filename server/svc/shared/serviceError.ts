import type { Context } from 'koa';
import type { DomainError } from '#domain/shared/DomainError';
import { statusOf } from '#domain/shared/errorStatus';

/** Body of every /svc error: a stable code, the documents' message where they give one, the field at fault or null. */
export interface ServiceErrorBody {
  code: string;
  message: string;
  field: string | null;
  values?: Readonly<Record<string, string | number>>;
}

/** Inputs are echoed at most this long: a 900 KB value must not come back in the answer. */
export const ECHO_LIMIT = 200;

export const clip = (text: string): string => (text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text);

/** Answers an error with the one body shape; errors are never cached and never echo long inputs. */
export function sendError(ctx: Context, status: number, code: string, message: string, field?: string | null): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = { code, message: clip(message), field: field ? clip(field) : null } satisfies ServiceErrorBody;
  if (status === 401) ctx.set('WWW-Authenticate', 'Bearer');
}

export function sendDomainError(ctx: Context, error: DomainError): void {
  sendError(ctx, statusOf(error), error.code, error.message, error.field);
  if (error.values) (ctx.body as ServiceErrorBody).values = error.values;
}

/** A request the edge refuses before any route runs (bad JSON, a repeated scalar, a NUL byte…). */
export class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field: string | null = null,
    readonly status = 400,
  ) {
    super(message);
  }
}
