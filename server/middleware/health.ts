import { timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { HttpMetrics } from '../metrics';

/**
 * Liveness (the process answers), readiness (the database answers, not shutting down) and metrics.
 * Metrics tell an attacker the Node version, memory and errors per route: only a scraper holding
 * METRICS_TOKEN reads them; without the setting /metrics does not exist.
 */
export function health(options: {
  ready: () => Promise<boolean>;
  metrics: HttpMetrics;
  metricsToken?: string;
}): Middleware {
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
      if (!options.metricsToken || !holdsToken(ctx, options.metricsToken)) {
        ctx.status = options.metricsToken ? 401 : 404;
        ctx.set('Cache-Control', 'private, no-store');
        if (options.metricsToken) ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = options.metricsToken
          ? { code: 'METRICS_TOKEN_REQUIRED', message: 'metrics need the METRICS_TOKEN bearer', field: null }
          : { code: 'ROUTE_NOT_FOUND', message: 'metrics are off (METRICS_TOKEN is not set)', field: null };
        return;
      }
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = options.metrics.registry.contentType;
      ctx.body = await options.metrics.registry.metrics();
      return;
    }
    await next();
  };
}

function holdsToken(ctx: Context, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
