import type { ServiceIdentifier } from 'inversify';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';
import type { TrackingAction } from '#domain/tracking/TrackingEvent';

/** What the request says about the sender of a batch (never taken from the body). */
export interface TrackingSender {
  isCrawler: boolean;
  /** The request's own address; stored shortened. */
  ip?: string;
  /**
   * The caller's own profile, from its verified token: the one profile a view counts for. An
   * action's `profileId` is the client's claim (20 beacons could name 20 made-up viewers) and is
   * never stored.
   */
  profileId?: number;
}

/** How many people viewed a listing since a time ("N people viewed this listing this week"). */
export interface ListingViews {
  listingId: number;
  views: number;
  since: string;
}

/** Which listings the most people viewed since a time, in a place (document 001 §3 place statistics). */
export interface MostViewedQuery {
  /** The place the listings lie in (any depth below it); the whole portal without it. */
  placeId?: string;
  since: Date;
  limit: number;
  /** Listings fewer people viewed are left out. */
  minPeople: number;
}

/**
 * The statistics call of document 001 §7 / 002 "Tracking events": POST /events/track with a batch of
 * actions, and the count read back for a listing page.
 */
export interface TrackingService {
  track(actions: readonly TrackingAction[], sender: TrackingSender): Promise<Result<{ recorded: number }, DomainError>>;
  listingViews(listingId: number, since: Date): Promise<Result<ListingViews, DomainError>>;
  /** Live listings only (an archived one is no longer to be visited), most people first, then the newest id. */
  mostViewedListings(query: MostViewedQuery): Promise<Result<ListingViews[], DomainError>>;
}
export const TrackingService: ServiceIdentifier<TrackingService> = Symbol.for('tracking.TrackingService');
