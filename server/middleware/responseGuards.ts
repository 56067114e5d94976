import type { Middleware } from 'koa';
import { safeReturnPath } from '#server/identity/safeReturnPath';

/**
 * Two rules every answer obeys, whoever wrote the route (Vike's redirects included):
 * - a redirect within the site goes to a path of this site: `/\evil.example` or `//evil.example`
 *   in Location (a browser reads both as another host) become the home page;
 * - an answer that sets a cookie is `private, no-store`, even when the route or the page cache
 *   called it public (a first visit's shared page gets its guest cookies): a shared cache must not
 *   hand one visitor's tokens to the next.
 */
export function responseGuards(): Middleware {
  return async (ctx, next) => {
    await next();
    const location = ctx.response.get('Location');
    if (location && !/^[a-z][a-z0-9+.-]*:/i.test(location)) ctx.set('Location', safeReturnPath(location));
    if (ctx.response.get('Set-Cookie')) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.vary('Cookie');
    }
  };
}
