import type { Middleware } from 'koa';
import { ValidationError } from 'yup';
import type { DomainError } from '#domain/shared/DomainError';

/** Body of every /svc error: the documents' message where they give one, and the field at fault. */
export interface ServiceErrorBody {
  code: string;
  message: string;
  field?: string;
}

const STATUS: Record<DomainError['kind'], number> = {
  NOT_FOUND: 404,
  INVALID: 400,
  GONE: 410,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  EXTERNAL_ERROR: 502,
  REDIRECT: 308,
};

export const statusOf = (error: DomainError): number => STATUS[error.kind];

export function sendDomainError(ctx: Parameters<Middleware>[0], error: DomainError): void {
  ctx.status = statusOf(error);
  const body: ServiceErrorBody = { code: error.code, message: error.message };
  if (error.field) body.field = error.field;
  ctx.body = body;
}

/**
 * The /svc edge: yup validation failures become 400 naming the field; malformed JSON 400;
 * anything unexpected is logged and answered 500 without internals.
 */
export function svcErrors(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = {
          code: 'ROUTE_NOT_FOUND',
          message: `No service route for ${ctx.method} ${ctx.path}`,
        } satisfies ServiceErrorBody;
      }
    } catch (error) {
      if (error instanceof ValidationError) {
        ctx.status = 400;
        ctx.body = {
          code: 'VALIDATION_FAILED',
          message: error.errors[0] ?? error.message,
          field: error.path || undefined,
        } satisfies ServiceErrorBody;
        return;
      }
      const status = (error as { status?: number; expose?: boolean }).status;
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { code: 'BAD_REQUEST', message: (error as Error).message } satisfies ServiceErrorBody;
        return;
      }
      ctx.state.log?.error({ err: error }, 'service error');
      ctx.status = 500;
      ctx.body = { code: 'INTERNAL', message: 'Internal server error' } satisfies ServiceErrorBody;
    }
  };
}
