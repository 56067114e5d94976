import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import { isFullUser } from '#domain/identity/AuthenticationRules';
import { decideTokenRefresh } from '#domain/identity/TokenRefreshDecision';
import { isCrawler } from '#domain/portal/Crawler';
import { COOKIES } from '../identity/identityConstants';
import { isLanguageNegotiable, resolveRegion } from '../middleware/regional';
import { setSecurityHeaders, type SecurityHeaders } from '../middleware/securityHeaders';
import type { CachedPage } from './PageCache';
import { pageCacheKey } from './pageCacheKey';
import { cspWithHashes, sendSharedPage } from './sendPage';
import { isSharedPageLoad, SIGNED_IN_CACHE_CONTROL } from './sharedPageRequest';

export interface SharedPageHitOptions {
  pageCache: { get(key: string): CachedPage | undefined; readonly size: number };
  root: Container;
  cacheControl: string;
  securityHeaders: SecurityHeaders;
  /** Settings.portalOverride: the portal whatever the host. */
  portalOverride: string | undefined;
}

/**
 * The lean path of a shared page, placed before everything a hit does not need
 * (the nonce, compression, static files, the request's context and container, identity): a page the
 * node holds goes straight out to a settled visitor — a crawler, or a guest or signed-in visitor
 * whose access token is fresh (checked by its signature, no database), who has the CSRF cookie and
 * whose signed-in marker says what the token says, or a first visit (no cookie of ours at all). A
 * signed-in visitor's answer is private. Anyone else (a token to refresh, a marker to put right, a
 * notification to show) goes through identity and SSR as before, which still answer from the cache
 * when they can. The security headers are the same as every answer's, with
 * the page's CSP (its inline-script hashes, no nonce) made once per stored page.
 *
 * Only pages SSR stored can hit, and SSR stores only the 200 HTML of paths no earlier step answers.
 * Not in debug mode (every page is rendered for the one who asked), nor under maintenance (the app
 * leaves this step out), nor for /media/ and /assets/, whose files may appear after a page was stored.
 */
export function sharedPageHit(options: SharedPageHitOptions): Middleware {
  const { pageCache, securityHeaders } = options;
  const policies = new WeakMap<CachedPage, string>();
  const policyOf = (page: CachedPage): string => {
    let policy = policies.get(page);
    if (policy === undefined) {
      policy = cspWithHashes(securityHeaders.contentSecurityPolicy('-'), page.scriptHashes);
      policies.set(page, policy);
    }
    return policy;
  };
  let verifier: AccessTokenVerifier | undefined;
  return async (ctx, next) => {
    if (pageCache.size === 0 || isStaticPath(ctx.path) || !isSharedPageLoad(ctx)) return next();
    const region = resolveRegion(ctx, options.portalOverride);
    const hit = pageCache.get(
      pageCacheKey({
        origin: ctx.state.selfOrigin ?? '',
        portalId: region.portal.id,
        culture: region.culture.culture,
        currency: region.currency,
        path: ctx.path,
        search: ctx.querystring,
      }),
    );
    if (!hit) return next();
    verifier ??= options.root.get(AccessTokenVerifier);
    const settled = await settledVisitor(ctx, verifier);
    if (!settled) return next();
    ctx.state.languageNegotiable = isLanguageNegotiable(region.culture.source);
    const policy = policyOf(hit);
    setSecurityHeaders(ctx, securityHeaders, policy);
    ctx.set('X-Page-Cache', 'hit');
    sendSharedPage(ctx, hit, settled === 'signedIn' ? SIGNED_IN_CACHE_CONTROL : options.cacheControl, policy);
  };
}

function isStaticPath(path: string): boolean {
  return path.startsWith('/media/') || path.startsWith('/assets/');
}

async function settledVisitor(ctx: Context, verifier: AccessTokenVerifier): Promise<'anonymous' | 'signedIn' | false> {
  if (ctx.cookies.get(COOKIES.notif) !== undefined) return false;
  if (isCrawler(ctx.get('user-agent'))) return 'anonymous';
  // A first visit: nothing to refresh, put right or create (a page view writes nothing).
  if (isFirstVisit(ctx)) return 'anonymous';
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

/** No session of ours in the browser: no token, no refresh token, no profile, no signed-in marker. */
function isFirstVisit(ctx: Context): boolean {
  return (
    ctx.cookies.get(COOKIES.token) === undefined &&
    ctx.cookies.get(COOKIES.refreshToken) === undefined &&
    ctx.cookies.get(COOKIES.profile) === undefined &&
    ctx.cookies.get(COOKIES.signedIn) === undefined
  );
}
