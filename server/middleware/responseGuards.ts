import type { Middleware } from 'koa';
import { safeReturnPath } from '#server/identity/safeReturnPath';

/** Paths whose answers are the visitor's own (tokens, profiles, searches): never in a shared cache with a cookie. */
const PERSONAL_PREFIXES = ['/svc/', '/auth/', '/login'];

/**
 * Two rules every answer obeys, whoever wrote the route (Vike's redirects included):
 * - a redirect within the site goes to a path of this site: `/\evil.example` or `//evil.example`
 *   in Location (a browser reads both as another host) become the home page;
 * - an answer under /svc, /auth or /login that sets a cookie is `private, no-store`, even when the
 *   route called it public: a shared cache must not hand one visitor's tokens to the next.
 */
export function responseGuards(): Middleware {
  return async (ctx, next) => {
    await next();
    const location = ctx.response.get('Location');
    if (location && !/^[a-z][a-z0-9+.-]*:/i.test(location)) ctx.set('Location', safeReturnPath(location));
    const personal = PERSONAL_PREFIXES.some((prefix) => ctx.path.startsWith(prefix));
    if (personal && ctx.response.get('Set-Cookie')) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.vary('Cookie');
    }
  };
}
