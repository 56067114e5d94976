import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { type RequestContext } from '#application/portal/RequestContext';
import type { Settings } from '#config/env';
import { createRequestContainer } from '#config/di/serverContainer';
import { getMessages } from '#config/i18n';
import { DEFAULT_PORTAL, PORTAL_HOSTS, PORTALS } from '#config/portals';
import { isCrawler } from '#domain/portal/Crawler';
import {
  CULTURE_COOKIE,
  isNegotiatedAwayFromDefault,
  resolveCulture,
  type ResolvedCulture,
} from '#domain/portal/CultureResolution';
import type { Portal } from '#domain/portal/Portal';
import { resolveCurrency } from '#domain/portal/PortalResolution';
import { regionalExtras } from './regionalVisitor';

declare module 'koa' {
  interface DefaultState {
    /** This request's portal, culture and currency, set here for every route and page after it. */
    requestContext: RequestContext;
    /** The request's child container (ARCHITECTURE "Data flow of a page"): routes and pages resolve handlers from it. */
    container: Container;
    mapTileUrl?: string;
    /** The culture's catalogue, handed to the page render. */
    messages: ReturnType<typeof getMessages>;
    /** Accept-Language or the culture cookie chose another culture than the URL names: a negotiated answer. */
    cultureNegotiated?: boolean;
    /**
     * The URL does not name the culture (no prefix, no `c`): the answer depends on Accept-Language
     * (a negotiated redirect), so a shared answer says `Vary: Accept-Language` (docs/pages.md §4).
     */
    languageNegotiable?: boolean;
  }
}

export { CULTURE_COOKIE };
export const CURRENCY_COOKIE = 'currency';

/**
 * Step 1 of every request (ARCHITECTURE "Data flow of a page"): portal by host, culture from
 * `c` / path prefix / cookie / Accept-Language, currency from the cookie; then a request-scoped
 * child container holding that context. An explicit `c` choice is remembered in the culture cookie
 * by the page's start-up (StartupEffects), not here: a shared page sets no cookie.
 */
export function regional(options: { root: Container; settings: Settings }): Middleware {
  const { countryHeader } = options.settings;
  return async (ctx, next) => {
    const region = resolveRegion(ctx, options.settings.portalOverride);
    // The visitor's country; in debug mode only, the debug panel's feature flag overrides (document 000 §2).
    const { portal, visitor, featureFlagOverrides } = regionalExtras(
      { header: (name) => ctx.get(name), cookie: (name) => ctx.cookies.get(name), search: ctx.search },
      region.portal,
      { debug: options.settings.debug, countryHeader },
    );
    const resolved = region.culture;
    const requestContext: RequestContext = {
      portal,
      culture: resolved.culture,
      currency: region.currency,
      requestId: ctx.state.requestId,
      isCrawler: isCrawler(ctx.get('user-agent')),
      // The configured origin of this host (trust.ts), never a Host or port a visitor chose: canonical,
      // hreflang, og:url and JSON-LD links, and the page cache key, use it.
      origin: ctx.state.selfOrigin ?? options.settings.publicOrigin ?? `http://localhost:${options.settings.port}`,
      debug: options.settings.debug,
      visitor,
      ...(featureFlagOverrides ? { featureFlagOverrides } : {}),
    };
    ctx.state.requestContext = requestContext;
    // A culture the browser's header or cookie chose over the URL's own: what is answered for it is negotiated (ssr.ts).
    ctx.state.cultureNegotiated = isNegotiatedAwayFromDefault(region.portal, resolved);
    ctx.state.languageNegotiable = isLanguageNegotiable(resolved.source);
    ctx.state.container = createRequestContainer(options.root, requestContext);
    ctx.state.mapTileUrl = options.settings.mapTileUrl;
    ctx.state.messages = getMessages(requestContext.culture, undefined, {
      debug: options.settings.debug && ctx.query.debugTranslations === 'true',
    });
    await next();
  };
}

/**
 * What a page's cache key is made of besides the URL: the portal by host, the culture (with where it
 * came from: a `c` choice sets the cookie) and the currency. The shared-page hit reads it before the
 * rest of step 1, so both must resolve it here, once.
 */
export function resolveRegion(
  ctx: Context,
  portalOverride: string | undefined,
): { portal: Portal; culture: ResolvedCulture; currency: string } {
  const host = ctx.hostname.toLowerCase();
  const portalId = portalOverride ?? (Object.hasOwn(PORTAL_HOSTS, host) ? PORTAL_HOSTS[host] : DEFAULT_PORTAL);
  const portal = PORTALS[portalId] ?? PORTALS[DEFAULT_PORTAL];
  const cultureParam = typeof ctx.query.c === 'string' ? ctx.query.c : undefined;
  const culture = resolveCulture(portal, {
    pathname: ctx.path,
    cultureParam,
    cookie: ctx.cookies.get(CULTURE_COOKIE),
    acceptLanguage: ctx.get('accept-language'),
  });
  const currency = resolveCurrency(ctx.cookies.get(CURRENCY_COOKIE), portal.currencies, portal.defaultCurrency);
  return { portal, culture, currency };
}

/** Whether the culture of the answer could have come from the Accept-Language header. */
export function isLanguageNegotiable(source: ResolvedCulture['source']): boolean {
  return source !== 'path' && source !== 'query';
}
