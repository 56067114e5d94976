import type { ServiceIdentifier } from 'inversify';
import type { TrackEventsHandler } from './commands/TrackEvents';
import type { GetListingViewsHandler } from './queries/GetListingViews';
import type { GetMostViewedListingsHandler } from './queries/GetMostViewedListings';

/** DI tokens for the tracking use cases. */
export const TrackEvents: ServiceIdentifier<TrackEventsHandler> = Symbol.for('tracking.TrackEvents');
export const GetListingViews: ServiceIdentifier<GetListingViewsHandler> = Symbol.for('tracking.GetListingViews');
export const GetMostViewedListings: ServiceIdentifier<GetMostViewedListingsHandler> = Symbol.for(
  'tracking.GetMostViewedListings',
);
