import { avifRenditions } from './middleware/avifRenditions';
import { maintenance } from './middleware/maintenance';
import { AlertJobs } from '#application/alerts/ports';
import { ListingJobs, ListingMediaRenditions } from '#application/listings/ports';
import { ImportJobs } from '#application/import/ports';
import path from 'node:path';
import Koa from 'koa';
import compress from 'koa-compress';
import serve from 'koa-static';
import { serviceWorker } from './middleware/serviceWorker';
import { refuseSourceMaps } from './middleware/sourceMaps';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { Settings } from '#config/env';
import { HttpMetrics } from './metrics';
import { identity } from './identity/identity';
import { catalogues } from './middleware/catalogues';
import { health } from './middleware/health';
import { regional } from './middleware/regional';
import { queryKeys } from './middleware/queryKeys';
import { requestLogging } from './middleware/requestLogging';
import { responseGuards } from './middleware/responseGuards';
import { securityHeaders, securityHeaderValues } from './middleware/securityHeaders';
import { trust } from './middleware/trust';
import { serviceRoutes } from './svc/serviceRoutes';
import { serviceProxy } from './proxy/serviceProxy';
import { ContentChanges } from '#application/content';
import { ListingsReadCache, PageChangeLog } from '#application/portal/ports';
import { pageTags } from '#domain/portal/PageInvalidation';
import { PageCache } from './pageCache/PageCache';
import { startPageInvalidation } from './pageCache/pageInvalidation';
import { sharedPageHit } from './pageCache/sharedPageHit';
import { sharedCacheControl, ssr } from './ssr/ssr';

export interface AppDependencies {
  settings: Settings;
  logger: Logger;
  root: Container;
  ready: () => Promise<boolean>;
  /** Dev only: Vite's middleware, placed before the SSR catch-all. */
  devMiddleware?: Koa.Middleware;
}

/** The Koa app: order matters — ids and logs first, then headers, health, static, /svc, SSR. */
/** The Koa app and what must stop with it (the identity outbox worker), before the database closes. */
export function createApp(
  deps: AppDependencies,
): Koa & { closeWorkers(): Promise<void>; pageCache?: PageCache; refreshPageCache(): Promise<void> } {
  const { settings, logger, root } = deps;
  // Forwarded headers reach Koa only from TRUST_PROXY's addresses (trust.ts removes anyone else's);
  // the client address is the one the nearest trusted proxy appended, not the leftmost a client wrote.
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  const metrics = new HttpMetrics();
  const tileOrigin = tileOriginOf(settings.mapTileUrl);

  app.use(trust(settings));
  app.use(requestLogging(logger, metrics));
  app.use(responseGuards());
  app.use(queryKeys());
  const security = securityHeaderValues({
    production: settings.production,
    tileOrigins: tileOrigin ? [tileOrigin] : [],
  });
  const pageCache = sharedPageCache(settings, root, logger);
  const cacheControl = sharedCacheControl(settings.pageCacheTtlS);
  // A settled visitor's shared page as early as it can go: before the nonce, static files, the
  // request's context and identity (docs/pages.md). Debug mode renders every page; maintenance answers 503.
  if (pageCache && !settings.debug && !settings.maintenance.on)
    app.use(
      sharedPageHit({
        pageCache: pageCache.cache,
        root,
        cacheControl,
        securityHeaders: security,
        portalOverride: settings.portalOverride,
      }),
    );
  app.use(securityHeaders(security));
  app.use(health({ ready: deps.ready, metrics, metricsToken: settings.metricsToken }));
  app.use(maintenance(settings.maintenance));
  app.use(compress({ threshold: 1024 }));
  if (root.isBound(ListingMediaRenditions)) app.use(avifRenditions(root.get(ListingMediaRenditions)));
  app.use(
    mount('/media', serve(path.join(settings.dataDir, 'media'), { maxage: 7 * 24 * 3600 * 1000, immutable: true })),
  );
  if (settings.production) {
    app.use(refuseSourceMaps());
    // Vike's build puts every client file under /assets/: other paths never touch the disk.
    app.use(
      mount(
        '/assets',
        serve(path.resolve('dist/client/assets'), { maxage: 365 * 24 * 3600 * 1000, immutable: true, index: false }),
      ),
    );
  }
  app.use(serviceWorker());
  app.use(catalogues());
  app.use(regional({ root, settings }));
  // The OpenID Connect provider and the visitor's session, before /svc (which reads the bearer they set).
  // POST /api/{service}/{action} (document 002 §7) becomes its /svc call here, before identity and /svc see it.
  app.use(serviceProxy());
  const identityMiddleware = identity({ root, settings });
  app.use(identityMiddleware);
  // The saved-search alert digests, stopped with the other workers.
  const alertJobs = root.isBound(AlertJobs) ? root.get(AlertJobs) : undefined;
  alertJobs?.start();
  // The duplicate rule on the listings' change log.
  const listingJobs = root.isBound(ListingJobs) ? root.get(ListingJobs) : undefined;
  listingJobs?.start();
  // The agencies' feed URLs, pulled on a schedule (docs/import-api.md "Feed URL").
  const importJobs = root.isBound(ImportJobs) ? root.get(ImportJobs) : undefined;
  importJobs?.start();
  app.use(serviceRoutes());
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  app.use(ssr({ pageCache: pageCache?.cache, cacheControl }));
  return Object.assign(app, {
    closeWorkers: async () => {
      pageCache?.invalidation.stop();
      await alertJobs?.stop();
      await listingJobs?.stop();
      await importJobs?.stop();
      await identityMiddleware.close();
    },
    pageCache: pageCache?.cache,
    refreshPageCache: async () => pageCache?.invalidation.drain(),
  });
}

/** The node's shared pages, kept true to the listings by their change log (docs/pages.md). */
function sharedPageCache(settings: Settings, root: Container, logger: Logger) {
  if (settings.pageCacheBytes === 0 || !root.isBound(PageChangeLog)) return undefined;
  const cache = new PageCache({ maxBytes: settings.pageCacheBytes, ttlMs: settings.pageCacheTtlS * 1000 });
  const invalidation = startPageInvalidation(cache, root.get(PageChangeLog), {
    intervalMs: settings.pageCacheRefreshMs,
    onError: (error) => logger.error({ err: error }, 'page cache invalidation failed'),
    forgetListings: (ids) => {
      if (root.isBound(ListingsReadCache)) root.get(ListingsReadCache).forget(ids);
    },
  });
  // Editors work in Git: a changed content file drops every content page at once (they are few).
  if (root.isBound(ContentChanges)) root.get(ContentChanges).onChange(() => cache.invalidate([pageTags.content()]));
  return { cache, invalidation };
}

/** Serves a static middleware under a prefix (koa-static has no prefix option). */
function mount(prefix: string, middleware: Koa.Middleware): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const original = ctx.path;
    ctx.path = original.slice(prefix.length);
    try {
      await middleware(ctx, async () => {
        ctx.path = original;
        await next();
      });
    } finally {
      if (ctx.path !== original && ctx.body === undefined) ctx.path = original;
    }
  };
}

function tileOriginOf(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, 'a'));
    return url.hostname.startsWith('a.') ? `${url.protocol}//*.${url.hostname.slice(2)}` : url.origin;
  } catch {
    return undefined;
  }
}
