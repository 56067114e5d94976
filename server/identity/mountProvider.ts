import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { selfOrigin } from './selfOrigin';

/**
 * Hands /svc/identity/* to the provider, a Koa app of its own (its cookies, keys and errors), the
 * way express mounts it: req.url without the prefix, req.originalUrl with it (oidc-provider builds
 * its absolute URLs from the difference). Mounted before any body parser: the provider reads raw bodies.
 */
export function mountProvider(prefix: string, provider: Provider): Middleware {
  const callback = provider.callback();
  return async (ctx, next) => {
    if (ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    const req = ctx.req as typeof ctx.req & { originalUrl?: string };
    // The provider's CORS opens its endpoints to any Origin (echoed, or *): only the portal's own
    // pages call them, so no other site is let read an answer (same-origin calls need no CORS header).
    const own = selfOrigin(ctx);
    const setHeader = ctx.res.setHeader.bind(ctx.res);
    ctx.res.setHeader = (name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === 'access-control-allow-origin' && value !== own ? ctx.res : setHeader(name, value);
    const original = req.url ?? '/';
    req.originalUrl = original;
    req.url = original.slice(prefix.length) || '/';
    ctx.respond = false;
    try {
      await new Promise<void>((resolve, reject) => {
        ctx.res.once('finish', resolve);
        ctx.res.once('close', resolve);
        Promise.resolve(callback(req, ctx.res)).catch(reject);
      });
    } finally {
      // The request log (and anything after) sees the address the visitor asked for.
      req.url = original;
    }
  };
}
