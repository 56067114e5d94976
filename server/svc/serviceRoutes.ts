import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { accountsRoutes } from './accounts/accountsRoutes';
import { listingsRoutes } from './listings/listingsRoutes';
import { placesRoutes } from './places/placesRoutes';
import { personalPartRoute } from './portal/personalPartRoute';
import { searchesRoutes } from './searches/searchesRoutes';
import { svcEdge, svcRouter } from './shared/svcEdge';

/**
 * The embedded back-end services at /svc/<service>/<the documents' path>. Each route:
 * validate (yup), authorise, call one handler through the request container, map the Result.
 */
export function serviceRoutes(): Middleware {
  const routes = serviceRouter().routes();
  const fallback = svcEdge();
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/svc/')) return next();
    // Unknown /svc paths answer JSON 404, never the HTML page.
    await fallback(ctx, () => routes(ctx as Parameters<typeof routes>[0], async () => undefined));
  };
}

/** Every service under /svc, behind the one edge (server/svc/shared); the fuzz suite reads its routes. */
export function serviceRouter(): Router {
  const router = svcRouter();
  router.use('/listings', listingsRoutes().routes());
  router.use('/accounts', accountsRoutes().routes());
  router.use('/searches', searchesRoutes().routes());
  router.use('/places', placesRoutes().routes());
  router.use('/portal', personalPartRoute().routes());
  return router;
}
