import type { Context } from 'koa';
import { pageCacheKey } from './pageCacheKey';

/**
 * The shared page is for every visitor on a full page load: guests, first visits, crawlers and
 * signed-in visitors alike, whose own part arrives after hydration (docs/pages.md). Debug mode and
 * ?debugTranslations render for the one who asked; a notification left in a cookie (after a
 * sign-in or out) is personal; Vike's page-context JSON (client navigation) is the visitor's.
 */
export function wantsSharedPage(ctx: Context): boolean {
  if (ctx.state.requestContext?.debug) return false;
  if (ctx.state.identity?.view?.notification) return false;
  return isSharedPageLoad(ctx);
}

/** What wantsSharedPage asks of the request itself, before step 1 has resolved the visitor's context. */
export function isSharedPageLoad(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  if (ctx.querystring && ctx.query.debugTranslations !== undefined) return false;
  if (ctx.path.startsWith('/svc/') || ctx.path.endsWith('.pageContext.json')) return false;
  return ctx.accepts('html') === 'html';
}

/** What a signed-in visitor's copy of the shared page may be kept as: by their browser only, revalidated (ETag). */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';

export function pageCacheKeyOf(ctx: Context): string {
  const { portal, culture, currency } = ctx.state.requestContext;
  return pageCacheKey({
    origin: ctx.state.requestContext.origin,
    portalId: portal.id,
    culture,
    currency,
    path: ctx.path,
    search: ctx.querystring,
  });
}
