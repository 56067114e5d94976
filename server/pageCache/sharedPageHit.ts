import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import { decideTokenRefresh } from '#domain/identity/TokenRefreshDecision';
import { COOKIES } from '../identity/identityConstants';
import type { PageCache } from './PageCache';
import { sendSharedPage } from './sendPage';
import { pageCacheKeyOf, wantsSharedPage } from './sharedPageRequest';

/**
 * The lean path of a shared page (issue 10 point 3), placed before the identity step: a page the
 * node holds goes straight out to a visitor who is settled and not signed in — a crawler, or a
 * guest whose access token is fresh (checked by its signature, no database) and who has the CSRF
 * cookie. Anyone else (a first visit, a token to refresh, a user, a notification to show) goes
 * through identity and SSR as before, which still answer from the cache when they can.
 */
export function sharedPageHit(options: { pageCache: PageCache; root: Container; cacheControl: string }): Middleware {
  let verifier: AccessTokenVerifier | undefined;
  return async (ctx, next) => {
    if (!ctx.state.requestContext || !wantsSharedPage(ctx)) return next();
    const hit = options.pageCache.get(pageCacheKeyOf(ctx));
    if (!hit) return next();
    verifier ??= options.root.get(AccessTokenVerifier);
    if (!(await settledAnonymous(ctx, verifier))) return next();
    ctx.set('X-Page-Cache', 'hit');
    sendSharedPage(ctx, hit, options.cacheControl);
  };
}

async function settledAnonymous(ctx: Context, verifier: AccessTokenVerifier): Promise<boolean> {
  if (ctx.cookies.get(COOKIES.notif) !== undefined) return false;
  if (ctx.state.requestContext.isCrawler) return true;
  const token = ctx.cookies.get(COOKIES.token);
  if (!token || !/^[\w-]{43}$/.test(ctx.cookies.get(COOKIES.csrf) ?? '')) return false;
  // The verifier remembers a checked token until it expires (one RS256 check per token, not per page).
  const verified = await verifier.verify(token);
  if (!verified.ok || verified.value.userId !== null) return false;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const decision = decideTokenRefresh({
    isCrawler: false,
    accessTokenExpiresAt: verified.value.expiresAt,
    canRefresh: true,
    nowSeconds,
  });
  return decision === 'fresh';
}
