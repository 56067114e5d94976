import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { accountsRoutes } from './accounts/accountsRoutes';
import { confirmationRoutes } from './alerts/confirmationRoutes';
import { pushRoutes } from './alerts/pushRoutes';
import { unsubscribeRoutes } from './alerts/unsubscribeRoutes';
import { agentsSearchRoutes } from './agents/agentsSearchRoutes';
import { communicationsRoutes } from './communications/communicationsRoutes';
import { contentRoutes } from './content/contentRoutes';
import { eventsRoutes } from './events/eventsRoutes';
import { leadsRoutes } from './leads/leadsRoutes';
import { financingRoutes } from './financing/financingRoutes';
import { importRoutes, importUploadRoutes } from './import/importRoutes';
import { listingsRoutes } from './listings/listingsRoutes';
import { publishingRoutes } from './listings/publishingRoutes';
import { localRoutes } from './local/localRoutes';
import { placesRoutes } from './places/placesRoutes';
import { appQrRoute } from './portal/appQrRoute';
import { personalPartRoute } from './portal/personalPartRoute';
import { searchesRoutes } from './searches/searchesRoutes';
import { statisticsRoutes } from './statistics/statisticsRoutes';
import { captchaRoutes } from './shared/captcha';
import { svcEdge, svcRouter } from './shared/svcEdge';
import { valuationRoutes } from './valuation/valuationRoutes';

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
  const router = svcRouter([importUploadRoutes()]);
  router.use(listingsRoutes().routes());
  router.use(publishingRoutes().routes());
  router.use(accountsRoutes().routes());
  router.use(searchesRoutes().routes());
  router.use(placesRoutes().routes());
  router.use(personalPartRoute().routes());
  router.use(appQrRoute().routes());
  router.use(contentRoutes().routes());
  router.use(leadsRoutes().routes());
  router.use(communicationsRoutes().routes());
  router.use(financingRoutes().routes());
  router.use(captchaRoutes().routes());
  router.use(valuationRoutes().routes());
  router.use(localRoutes().routes());
  router.use(agentsSearchRoutes().routes());
  router.use(eventsRoutes().routes());
  router.use(pushRoutes().routes());
  router.use(confirmationRoutes().routes());
  router.use(unsubscribeRoutes().routes());
  router.use(statisticsRoutes().routes());
  router.use(importRoutes().routes());
  return router;
}
