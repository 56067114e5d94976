import type { Middleware } from 'koa';

/**
 * Maintenance ("/maintenance (503 with Retry-After when a maintenance flag is on)"). With
 * MAINTENANCE_MODE=true every request but the health checks answers 503 with Retry-After; with the flag
 * off, /maintenance itself is not special (the content pages answer it like any other path).
 */
export function maintenance(options: { on: boolean; retryAfterS: number }): Middleware {
  return async (ctx, next) => {
    if (!options.on || ctx.path === '/healthz' || ctx.path === '/readyz') return next();
    ctx.status = 503;
    ctx.set('Retry-After', String(options.retryAfterS));
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path.startsWith('/svc/')) {
      ctx.body = { code: 'MAINTENANCE', message: 'The portal is under maintenance', field: null };
    } else {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The portal is under maintenance. Please come back in a few minutes.';
    }
  };
}
