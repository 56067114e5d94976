import { inject, injectable } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import { weekStart } from '#domain/tracking/TrackingEvent';
import { type ListingViews, TrackingService } from '../ports';

/** "N people viewed this listing this week": listing page views of the last seven days. */
@injectable()
export class GetListingViewsHandler {
  constructor(@inject(TrackingService) private readonly tracking: TrackingService) {}

  execute(listingId: number, now: Date = new Date()): Promise<Result<ListingViews, DomainError>> {
    return this.tracking.listingViews(listingId, weekStart(now));
  }
}
