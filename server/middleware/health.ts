import type { Middleware } from 'koa';
import type { HttpMetrics } from '../metrics';

/** Liveness (the process answers), readiness (the database answers, not shutting down) and metrics. */
export function health(options: { ready: () => Promise<boolean>; metrics: HttpMetrics }): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const ready = await options.ready().catch(() => false);
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'unavailable' };
      return;
    }
    if (ctx.path === '/metrics') {
      ctx.type = options.metrics.registry.contentType;
      ctx.body = await options.metrics.registry.metrics();
      return;
    }
    await next();
  };
}
