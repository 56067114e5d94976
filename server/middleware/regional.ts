import type { Container } from 'inversify';
import type { Middleware } from 'koa';
import { type RequestContext } from '#application/portal/RequestContext';
import type { Settings } from '#config/env';
import { createRequestContainer } from '#config/di/serverContainer';
import { getMessages } from '#config/i18n';
import { DEFAULT_PORTAL, PORTAL_HOSTS, PORTALS } from '#config/portals';
import { isCrawler } from '#domain/portal/Crawler';
import { resolveCulture } from '#domain/portal/CultureResolution';
import { resolveCurrency } from '#domain/portal/PortalResolution';
import { regionalExtras } from './regionalVisitor';

export const CULTURE_COOKIE = 'culture';
export const CURRENCY_COOKIE = 'currency';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Step 1 of every request (ARCHITECTURE "Data flow of a page"): portal by host, culture from
 * `c` / path prefix / cookie / Accept-Language, currency from the cookie; then a request-scoped
 * child container holding that context. An explicit `c` choice is remembered in the cookie.
 */
export function regional(options: { root: Container; settings: Settings }): Middleware {
  const { countryHeader } = options.settings;
  return async (ctx, next) => {
    const host = ctx.hostname.toLowerCase();
    const portalId =
      options.settings.portalOverride ?? (Object.hasOwn(PORTAL_HOSTS, host) ? PORTAL_HOSTS[host] : DEFAULT_PORTAL);
    // The visitor's country; in debug mode only, the debug panel's feature flag overrides (document 000 §2).
    const { portal, visitor, featureFlagOverrides } = regionalExtras(
      { header: (name) => ctx.get(name), cookie: (name) => ctx.cookies.get(name), search: ctx.search },
      PORTALS[portalId] ?? PORTALS[DEFAULT_PORTAL],
      { debug: options.settings.debug, countryHeader },
    );
    const cultureParam = typeof ctx.query.c === 'string' ? ctx.query.c : undefined;
    const resolved = resolveCulture(portal, {
      pathname: ctx.path,
      cultureParam,
      cookie: ctx.cookies.get(CULTURE_COOKIE),
      acceptLanguage: ctx.get('accept-language'),
    });
    if (resolved.source === 'query') {
      ctx.cookies.set(CULTURE_COOKIE, resolved.culture, {
        maxAge: ONE_YEAR_MS,
        httpOnly: false,
        sameSite: 'lax',
        secure: options.settings.production && ctx.secure,
      });
    }
    const requestContext: RequestContext = {
      portal,
      culture: resolved.culture,
      currency: resolveCurrency(ctx.cookies.get(CURRENCY_COOKIE), portal.currencies, portal.defaultCurrency),
      requestId: ctx.state.requestId,
      isCrawler: isCrawler(ctx.get('user-agent')),
      // A configured origin (trust.ts), never a forwarded host a visitor chose: canonical and hreflang links use it.
      origin: options.settings.publicOrigin ?? ctx.state.selfOrigin ?? `${ctx.protocol}://${ctx.host}`,
      debug: options.settings.debug,
      visitor,
      ...(featureFlagOverrides ? { featureFlagOverrides } : {}),
    };
    ctx.state.requestContext = requestContext;
    ctx.state.container = createRequestContainer(options.root, requestContext);
    ctx.state.mapTileUrl = options.settings.mapTileUrl;
    ctx.state.messages = getMessages(requestContext.culture, undefined, {
      debug: options.settings.debug && ctx.query.debugTranslations === 'true',
    });
    await next();
  };
}
