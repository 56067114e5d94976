import type { Middleware } from 'koa';
import { renderPage } from 'vike/server';
import { catalogueAssetOf } from '#config/i18n/catalogueAssets';

/**
 * The catch-all: Vike routes and renders the page with the request's container and context.
 * Vike answers redirects, 404s (via the error page) and render crashes (the server-error page).
 */
export function ssr(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const pageContext = await renderPage({
      urlOriginal: ctx.originalUrl,
      headersOriginal: ctx.headers,
      cspNonce: ctx.state.cspNonce,
      container: ctx.state.container,
      requestContext: ctx.state.requestContext,
      // The page renders with the messages here; the browser gets them from the catalogue's URL.
      messages: ctx.state.messages,
      catalogueUrl: catalogueAssetOf(ctx.state.messages).url,
      // Pages with a map read the tile template here (offline the map shows markers on a plain background).
      mapTileUrl: ctx.state.mapTileUrl,
      identity: ctx.state.identity?.view,
      // Server only (not in passToClient): pages that call services in process act as the visitor.
      authSession: ctx.state.identity?.session,
    });
    const response = pageContext.httpResponse;
    if (!response) return next();
    if (pageContext.errorWhileRendering) ctx.state.log?.error({ err: pageContext.errorWhileRendering }, 'render crash');
    ctx.status = response.statusCode;
    for (const [name, value] of response.headers) {
      // Our own CSP (server/middleware/securityHeaders.ts) is stricter and already set.
      if (name.toLowerCase() !== 'content-security-policy') ctx.set(name, value);
    }
    ctx.body = response.body;
  };
}
