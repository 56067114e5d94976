import type { Context } from 'koa';
import { pageCacheKey } from './pageCacheKey';

/**
 * The shared page is for whoever is not signed in (guests, first visits, crawlers), on a full page
 * load. Debug mode and ?debugTranslations render for the one who asked; a notification left in a
 * cookie (after a sign-in or out) is personal too; Vike's page-context JSON is the visitor's.
 * The identity step, when it ran, says whether the visitor is signed in.
 */
export function wantsSharedPage(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  const { requestContext } = ctx.state;
  const view = ctx.state.identity?.view;
  if (requestContext?.debug || ctx.query.debugTranslations !== undefined) return false;
  if (ctx.path.startsWith('/svc/') || ctx.path.endsWith('.pageContext.json')) return false;
  if (view?.userId != null || view?.notification) return false;
  return ctx.accepts('html') === 'html';
}

export function pageCacheKeyOf(ctx: Context): string {
  const { portal, culture, currency } = ctx.state.requestContext;
  return pageCacheKey({ portalId: portal.id, culture, currency, path: ctx.path, search: ctx.querystring });
}
