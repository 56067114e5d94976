import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { MOST_VIEWED_MIN_PEOPLE, MOST_VIEWED_SHOWN, weekStart } from '#domain/tracking/TrackingEvent';
import { type ListingViews, TrackingService } from '../ports';

/** The most viewed listings in a place this week (shown on the place's statistics page). */
@injectable()
export class GetMostViewedListingsHandler {
  constructor(@inject(TrackingService) private readonly tracking: TrackingService) {}

  execute(placeId: string | undefined, now: Date = new Date()): Promise<Result<ListingViews[], DomainError>> {
    return this.tracking.mostViewedListings({
      ...(placeId !== undefined && { placeId }),
      since: weekStart(now),
      limit: MOST_VIEWED_SHOWN,
      minPeople: MOST_VIEWED_MIN_PEOPLE,
    });
  }
}
