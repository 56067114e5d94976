import type Router from '@koa/router';
import { EVENTS_ROUTES } from '#application/tracking/svcRoutes';
import type { Context } from 'koa';
import { currentProfileIdOf } from '#domain/identity/ownProfiles';
import { sessionOf } from '#server/svc/shared/svcSession';
import { TrackingService } from '#application/tracking/ports';
import { GetListingViews, TrackEvents } from '#application/tracking/tokens';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { idParam, validBody, validQuery } from '#server/svc/shared/validate';
import { mostViewedQuerySchema, trackBodySchema } from './eventsSchemas';

/**
 * The profile the server knows the caller by: the session the identity step resolved from the
 * cookies, else a verified bearer. Without either the view counts for the request's address.
 */
async function callerProfileId(ctx: Context): Promise<number | undefined> {
  const session = ctx.state.identity?.session;
  if (session) return currentProfileIdOf(session);
  const verified = await sessionOf(ctx, 'anyone');
  // A beacon is never refused: with a bad token the view counts for the address.
  return verified.ok ? currentProfileIdOf(verified.value) : undefined;
}

/**
 * /svc/events: POST /events/track (document 001 §7 "Statistics", 002 "Tracking events"): a batch of actions,
 * answered 202 (the browser sends it with navigator.sendBeacon and never reads the answer); a crawler's batch
 * is answered the same and stored nowhere. Our addition: GET /listings/:id/views for "N people viewed this
 * listing this week", a minute in shared caches (the page asks after hydration, so its HTML stays shared), and
 * GET /listings/most-viewed for the most viewed listings in a place (the place statistics page).
 */
export function eventsRoutes(): Router {
  return routerOf([
    routeOf(EVENTS_ROUTES.track, async (ctx) => {
      const body = await validBody(ctx, trackBodySchema);
      const request = ctx.state.requestContext;
      const profileId = await callerProfileId(ctx);
      const result = await ctx.state.container.get(TrackEvents).execute(body.actions, {
        isCrawler: request.isCrawler,
        ip: ctx.ip,
        ...(profileId !== undefined && { profileId }),
      });
      answer(ctx, result, { status: 202 });
    }),

    routeOf(EVENTS_ROUTES.listingViews, async (ctx) => {
      const id = await idParam(ctx);
      const result = await ctx.state.container.get(GetListingViews).execute(id);
      answer(ctx, result, { publicMaxAge: 60 });
    }),

    routeOf(EVENTS_ROUTES.mostViewed, async (ctx) => {
      const query = await validQuery(ctx, mostViewedQuerySchema);
      const result = await ctx.state.container.get(TrackingService).mostViewedListings({
        ...(query.placeId !== undefined && { placeId: query.placeId }),
        since: query.since,
        limit: query.limit,
        minPeople: query.minPeople,
      });
      answer(ctx, result, { publicMaxAge: 60 });
    }),
  ]);
}
