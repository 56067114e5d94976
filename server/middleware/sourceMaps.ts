import type { Middleware } from 'koa';

/**
 * Production: the client's source maps stay on disk (bench/support/pageComposition.ts reads them
 * from dist/client) but are never served: each holds the full source of every module it maps.
 * The build writes them `hidden` (vite.config.ts), so no bundle names its map either.
 */
export function refuseSourceMaps(): Middleware {
  return async (ctx, next) => {
    if (ctx.path.endsWith('.map')) {
      ctx.status = 404;
      return;
    }
    await next();
  };
}
