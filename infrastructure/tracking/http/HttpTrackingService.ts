import { inject, injectable } from 'inversify';
import type { ListingViews, MostViewedQuery, TrackingSender, TrackingService } from '#application/tracking/ports';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { EVENTS_ROUTES } from '#application/tracking/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * TrackingService over the seed contract (document 001 §7: POST /events/track with body actions). The sender
 * is the http request itself: the service reads the address and the crawler test from it, never from the body.
 */
@injectable()
export class HttpTrackingService implements TrackingService {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  track(
    actions: readonly TrackingAction[],
    _sender: TrackingSender,
  ): Promise<Result<{ recorded: number }, DomainError>> {
    return this.client.request<{ recorded: number }>(EVENTS_ROUTES.track.method, pathOf(EVENTS_ROUTES.track), {
      body: { actions },
    });
  }

  listingViews(listingId: number, _since: Date): Promise<Result<ListingViews, DomainError>> {
    return this.client.request<ListingViews>(
      EVENTS_ROUTES.listingViews.method,
      pathOf(EVENTS_ROUTES.listingViews, { id: listingId }),
    );
  }

  mostViewedListings(query: MostViewedQuery): Promise<Result<ListingViews[], DomainError>> {
    return this.client.request<ListingViews[]>(EVENTS_ROUTES.mostViewed.method, pathOf(EVENTS_ROUTES.mostViewed), {
      query: {
        ...(query.placeId !== undefined && { placeId: query.placeId }),
        since: query.since.toISOString(),
        limit: query.limit,
        minPeople: query.minPeople,
      },
    });
  }
}
