import type { Middleware } from 'koa';
import { renderPage } from 'vike/server';
import { catalogueAssetOf } from '#config/i18n/catalogueAssets';
import { shellHintsOf } from '#presentation/shell/ShellHints';
import type { PageCache } from '../pageCache/PageCache';
import { cspWithHashes, sendSharedPage, sendUnstoredSharedPage } from '../pageCache/sendPage';
import { pageCacheKeyOf, SIGNED_IN_CACHE_CONTROL, wantsSharedPage } from '../pageCache/sharedPageRequest';
import {
  isDependencyUnavailable,
  isStorageFull,
  RETRY_AFTER_S,
  STORAGE_FULL_RETRY_AFTER_S,
} from '../middleware/dependencyUnavailable';
import { inlineScriptHashes, storedPage } from '../pageCache/storedPage';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';
import { renderLogOf } from './renderLog';

export interface SsrOptions {
  /** The node's shared-page cache; absent: every page is rendered (shared pages still get their headers). */
  pageCache?: PageCache;
  /** Cache-Control of a shared page (sharedCacheControl). */
  cacheControl: string;
}

const isPermanentRedirect = (status: number) => status === 301 || status === 308;

/** A CDN may keep a shared page for the TTL and serve it stale while it asks again; browsers revalidate (ETag). */
export function sharedCacheControl(ttlS: number): string {
  return `public, max-age=0, s-maxage=${ttlS}, stale-while-revalidate=${ttlS * 5}`;
}

/**
 * The catch-all: Vike routes and renders the page with the request's container and context.
 * Vike answers redirects, 404s (via the error page) and render crashes (the server-error page).
 *
 * A full page load gets the shared page (docs/pages.md): the HTML every visitor and crawler gets
 * for this portal, culture, currency, path and query, from the node's cache when it holds it. The
 * personal part comes after hydration (GET /svc/portal/visitor). A signed-in visitor gets the same
 * bytes, answered as private: a CDN must not keep what it answered them.
 */
export function ssr(options: SsrOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const shared = wantsSharedPage(ctx);
    const key = shared && options.pageCache ? pageCacheKeyOf(ctx) : undefined;
    const hit = key ? options.pageCache?.get(key) : undefined;
    const cacheControl = ctx.state.identity?.view?.userId != null ? SIGNED_IN_CACHE_CONTROL : options.cacheControl;
    if (hit) {
      ctx.set('X-Page-Cache', 'hit');
      return sendSharedPage(ctx, hit, cacheControl);
    }
    const generation = options.pageCache?.generation;
    const identity = ctx.state.identity;
    // A shared page loads the visitor's name and roles only if it turns out to be rendered for them.
    const view = !shared && identity?.loadView ? await identity.loadView() : identity?.view;
    const pageContext = await renderPage({
      urlOriginal: ctx.originalUrl,
      headersOriginal: ctx.headers,
      // Shared HTML carries no per-request nonce: its inline scripts are allowed by their hashes.
      cspNonce: shared ? undefined : ctx.state.cspNonce,
      sharedHtml: shared,
      container: ctx.state.container,
      requestContext: ctx.state.requestContext,
      // The page renders with the messages here; the browser gets them from the catalogue's URL.
      messages: ctx.state.messages,
      catalogueUrl: catalogueAssetOf(ctx.state.messages).url,
      // Pages with a map read the tile template here (offline the map shows markers on a plain background).
      mapTileUrl: ctx.state.mapTileUrl,
      identity: view,
      ...(shared && identity?.loadView && { loadIdentityView: identity.loadView }),
      // Server only (not in passToClient): pages that call services in process act as the visitor.
      authSession: identity?.session,
    });
    const response = pageContext.httpResponse;
    if (!response) return next();
    const log = renderLogOf({
      statusCode: response.statusCode,
      errorWhileRendering: pageContext.errorWhileRendering,
      abortReason: pageContext.abortReason,
    });
    if (log.level === 'debug') ctx.state.log?.debug({ status: log.status, reason: log.reason }, 'page refused');
    else if (log.level === 'error' && !isDependencyUnavailable(log.err))
      ctx.state.log?.error({ err: log.err }, 'render crash');
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      // Our own CSP (server/middleware/securityHeaders.ts) is stricter and already set.
      if (name.toLowerCase() !== 'content-security-policy') headers[name.toLowerCase()] = value;
    }
    const cache = shellHintsOf(pageContext.data).cache;
    const isHtml = headers['content-type']?.startsWith('text/html') ?? false;
    const body = isHtml ? scriptsAfterFirstPaint(response.body) : response.body;
    const html = response.statusCode === 200 && isHtml;
    if (shared && cache && html && !pageContext.errorWhileRendering) {
      if (!key || !options.pageCache) {
        ctx.set('X-Page-Cache', 'off');
        return sendUnstoredSharedPage(ctx, { headers, html: body }, cacheControl);
      }
      const page = await storedPage({ status: 200, headers, html: body, tags: cache.invalidatedBy });
      options.pageCache.set(key, page, generation);
      ctx.set('X-Page-Cache', 'miss');
      return sendSharedPage(ctx, page, cacheControl);
    }
    ctx.status = response.statusCode;
    for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    if (ctx.state.cultureNegotiated === true && isPermanentRedirect(response.statusCode)) {
      // The target was worked out in a language the URL does not name (Accept-Language or the culture
      // cookie): temporary, varying with them, and kept by no one (document 000 §2 culture resolution).
      ctx.status = 302;
      ctx.vary('Accept-Language');
      ctx.vary('Cookie');
      ctx.set('Cache-Control', 'private, no-store');
    }
    if (response.statusCode === 500 && isStorageFull(pageContext.errorWhileRendering)) {
      ctx.status = 503;
      ctx.set('Retry-After', String(STORAGE_FULL_RETRY_AFTER_S));
    } else if (response.statusCode === 500 && isDependencyUnavailable(pageContext.errorWhileRendering)) {
      // The database is restarting: the error page, as a 503 the proxy and the browser retry.
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_S));
    }
    if (shared) {
      ctx.set(
        'Content-Security-Policy',
        cspWithHashes(ctx.response.get('Content-Security-Policy'), inlineScriptHashes(body)),
      );
    }
    // What is rendered for one visitor is theirs alone: nobody keeps it, not even their browser's
    // cache (docs/pages.md §4), and it may hand them their CSRF cookie (the shared page never does).
    if (isHtml) identity?.commitCookies?.();
    if (isHtml || ctx.path.endsWith('.pageContext.json')) ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  };
}
