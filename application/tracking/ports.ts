import type { ServiceIdentifier } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';

/** What the request says about the sender of a batch (never taken from the body). */
export interface TrackingSender {
  isCrawler: boolean;
  /** The request's own address; stored shortened. */
  ip?: string;
}

/** How many people viewed a listing since a time ("N people viewed this listing this week"). */
export interface ListingViews {
  listingId: number;
  views: number;
  since: string;
}

/**
 * The statistics call of document 001 §7 / 002 "Tracking events": POST /events/track with a batch of
 * actions, and the count read back for a listing page.
 */
export interface TrackingService {
  track(actions: readonly TrackingAction[], sender: TrackingSender): Promise<Result<{ recorded: number }, DomainError>>;
  listingViews(listingId: number, since: Date): Promise<Result<ListingViews, DomainError>>;
}
export const TrackingService: ServiceIdentifier<TrackingService> = Symbol.for('tracking.TrackingService');
