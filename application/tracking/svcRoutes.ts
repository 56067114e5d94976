import type { SvcRoute } from '#application/shared/svcRoute';

/**
 * /svc/events (document 001 §7 "Statistics", 002 "Tracking events", and our listing views). A
 * beacon is never refused, so `track` asks routeOf for no caller and reads a bearer itself, a bad
 * one counting the view for the address. The one place these paths are written.
 */
export const EVENTS_ROUTES = {
  track: { method: 'POST', path: '/events/track', caller: 'none' },
  listingViews: { method: 'GET', path: '/events/listings/:id/views', caller: 'none' },
  mostViewed: {
    method: 'GET',
    path: '/events/listings/most-viewed',
    caller: 'none',
    query: ['placeId', 'since', 'limit', 'minPeople'],
  },
} as const satisfies Record<string, SvcRoute>;
