import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { HttpMetrics } from '../metrics';
import { answerFailure } from '../svc/shared/svcEdge';
import { loggedUrl } from '../logging/portalLogger';

declare module 'koa' {
  interface DefaultState {
    /** Set by this middleware, before every step that reads it (server/app.ts). */
    requestId: string;
    /** The request's child logger (its id on every line). */
    log?: Logger;
  }
}

/** Gives every request an id (honouring an incoming X-Request-Id), a child logger, a timing line and a last error answer. */
export function requestLogging(logger: Logger, metrics: HttpMetrics): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } catch (error) {
      // Whatever escaped its route: a JSON answer (4xx with its field, else 500), logged with the request id and counted below.
      answerFailure(ctx, error);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = routeLabel(ctx.path);
      metrics.observe(ctx.method, route, ctx.status, ms / 1000);
      if (route !== 'health')
        ctx.state.log.info(
          { method: ctx.method, url: loggedUrl(ctx.url), status: ctx.status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
    }
  };
}

/** Low-cardinality route label for metrics: never the raw path (ids would explode the series). */
export function routeLabel(path: string): string {
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return 'health';
  if (path.startsWith('/svc/')) return `svc:${path.split('/')[2] ?? ''}`;
  if (path.startsWith('/assets/') || path.startsWith('/media/')) return 'static';
  return 'page';
}
