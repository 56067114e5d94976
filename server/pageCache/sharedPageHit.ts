import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { decideTokenRefresh } from '#domain/identity/TokenRefreshDecision';
import { COOKIES } from '../identity/identityConstants';
import type { PageCache } from './PageCache';
import { sendSharedPage } from './sendPage';
import { pageCacheKeyOf, SIGNED_IN_CACHE_CONTROL, wantsSharedPage } from './sharedPageRequest';

/**
 * The lean path of a shared page (issue 10 point 3), placed before the identity step: a page the
 * node holds goes straight out to a settled visitor — a crawler, or a guest or signed-in visitor
 * whose access token is fresh (checked by its signature, no database), who has the CSRF cookie and
 * whose signed-in marker says what the token says. A signed-in visitor's answer is private. Anyone
 * else (a first visit, a token to refresh, a marker to put right, a notification to show) goes
 * through identity and SSR as before, which still answer from the cache when they can.
 */
export function sharedPageHit(options: { pageCache: PageCache; root: Container; cacheControl: string }): Middleware {
  let verifier: AccessTokenVerifier | undefined;
  return async (ctx, next) => {
    if (!ctx.state.requestContext || !wantsSharedPage(ctx)) return next();
    const hit = options.pageCache.get(pageCacheKeyOf(ctx));
    if (!hit) return next();
    verifier ??= options.root.get(AccessTokenVerifier);
    const settled = await settledVisitor(ctx, verifier);
    if (!settled) return next();
    ctx.set('X-Page-Cache', 'hit');
    sendSharedPage(ctx, hit, settled === 'signedIn' ? SIGNED_IN_CACHE_CONTROL : options.cacheControl);
  };
}

async function settledVisitor(ctx: Context, verifier: AccessTokenVerifier): Promise<'anonymous' | 'signedIn' | false> {
  if (ctx.cookies.get(COOKIES.notif) !== undefined) return false;
  if (ctx.state.requestContext.isCrawler) return 'anonymous';
  const token = ctx.cookies.get(COOKIES.token);
  if (!token || !/^[\w-]{43}$/.test(ctx.cookies.get(COOKIES.csrf) ?? '')) return false;
  // The verifier remembers a checked token until it expires (one RS256 check per token, not per page).
  const verified = await verifier.verify(token);
  if (!verified.ok) return false;
  const { userId, state } = verified.value;
  const signedIn = isFullUser({ userId, state });
  // A user who is not fully signed in (identified, unconfirmed) renders through identity as before.
  if (userId !== null && !signedIn) return false;
  if ((ctx.cookies.get(COOKIES.signedIn) === '1') !== signedIn) return false;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const decision = decideTokenRefresh({
    isCrawler: false,
    accessTokenExpiresAt: verified.value.expiresAt,
    canRefresh: true,
    nowSeconds,
  });
  if (decision !== 'fresh') return false;
  return signedIn ? 'signedIn' : 'anonymous';
}
