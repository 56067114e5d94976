import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ValidationError } from 'yup';
import {
  isDependencyUnavailable,
  isStorageFull,
  RETRY_AFTER_S,
  STORAGE_FULL_RETRY_AFTER_S,
} from '../../middleware/dependencyUnavailable';
import { SVC_BASE } from '#application/shared/svcRoute';
import { jsonBody } from './jsonBody';
import { checkRequestLine } from './requestChecks';
import { BadRequest, sendError } from './serviceError';

/** The largest body a /svc call needs (a search with 20 drawn polygons of 1,000 points is ~700 KB). */
export const SVC_BODY_LIMIT = 1024 * 1024;

/**
 * The /svc edge around every route: the request line checked, the one body reader, and every
 * failure answered `{code, message, field}`: yup's 400 naming the field, the edge's own refusals,
 * an unknown route or method 404/405, and anything unexpected a logged 500 (the request id is in
 * the log line and the X-Request-Id header; requestLogging counts it as 5xx).
 */
export function svcEdge(): Middleware {
  return async (ctx, next) => {
    try {
      checkRequestLine(ctx);
      await next();
      if (ctx.status === 404 && ctx.body === undefined)
        sendError(ctx, 404, 'ROUTE_NOT_FOUND', `No service route for ${ctx.method} ${ctx.path}`);
    } catch (error) {
      answerFailure(ctx, error);
    }
  };
}

export function answerFailure(ctx: Context, error: unknown): void {
  if (error instanceof ValidationError)
    return sendError(ctx, 400, 'VALIDATION_FAILED', error.errors[0] ?? error.message, error.path || null);
  if (error instanceof BadRequest) return sendError(ctx, error.status, error.code, error.message, error.field);
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) return sendError(ctx, status, 'BAD_REQUEST', (error as Error).message);
  if (isStorageFull(error)) {
    ctx.state.log?.error({ err: error, requestId: ctx.state.requestId }, 'storage full: nothing was written');
    ctx.set('Retry-After', String(STORAGE_FULL_RETRY_AFTER_S));
    return sendError(
      ctx,
      503,
      'STORAGE_FULL',
      'Nothing was saved: the portal cannot store data right now; try again later',
    );
  }
  if (isDependencyUnavailable(error)) {
    ctx.state.log?.warn({ err: error, requestId: ctx.state.requestId }, 'dependency unavailable');
    ctx.set('Retry-After', String(RETRY_AFTER_S));
    return sendError(ctx, 503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again shortly');
  }
  ctx.state.log?.error({ err: error, requestId: ctx.state.requestId }, 'service error');
  sendError(ctx, 500, 'INTERNAL', 'Internal server error');
}

/**
 * A router under /svc with the edge and the body reader: the app and the test servers build theirs
 * with it. `fileRoutes`: routers of `body: 'file'` routes (application/shared/svcRoute), mounted
 * before the JSON body reader, which never runs for them (they read their own body, within their
 * own limit, and call no next).
 */
export function svcRouter(fileRoutes: readonly Router[] = []): Router {
  const router = new Router({ prefix: SVC_BASE });
  router.use(svcEdge());
  for (const routes of fileRoutes) router.use(routes.routes());
  router.use(jsonBody({ limit: SVC_BODY_LIMIT, form: true }));
  return router;
}
