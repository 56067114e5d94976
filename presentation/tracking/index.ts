/** The tracking context's public face for other contexts' pages. */
export { ListingViewsThisWeek } from './listingViews/ListingViewsThisWeek';
export { applyTrackingConsent, trackShownPage, trackingAllowed } from './beaconTracker';
export { TrackedPage } from './TrackedPage';
export { MostViewedListings } from './mostViewed/MostViewedListings';
export type { MostViewedListing } from './mostViewed/MostViewedListing';
export { ActTracker } from '#presentation/shared/tracking/ActTracker';
export { trackingViewModels } from './viewModels';
