import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { TrackEventsHandler } from '#application/tracking/commands/TrackEvents';
import { TrackingService } from '#application/tracking/ports';
import { GetListingViewsHandler } from '#application/tracking/queries/GetListingViews';
import { GetMostViewedListingsHandler } from '#application/tracking/queries/GetMostViewedListings';
import { GetListingViews, GetMostViewedListings, TrackEvents } from '#application/tracking/tokens';
import { HttpTrackingService } from '#infrastructure/tracking/http/HttpTrackingService';
import { applyTrackingConsent, pageActTracker } from '#presentation/tracking/beaconTracker';
import { ActTracker } from '#presentation/shared/tracking/ActTracker';
import { TrackingConsent } from '#presentation/shared/tracking/TrackingConsent';

/** The tracking use cases (document 002 "Tracking events"), bound whatever serves TrackingService. */
export function bindTrackingUseCases(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TrackEvents).to(TrackEventsHandler).inSingletonScope();
  bind(GetListingViews).to(GetListingViewsHandler).inSingletonScope();
  bind(GetMostViewedListings).to(GetMostViewedListingsHandler).inSingletonScope();
}

/** Tracking in the browser: the use cases over TrackingService's http adapter (needs ServiceClientToken bound). */
export const trackingModule = new ContainerModule(({ bind }) => {
  bindTrackingUseCases(bind);
  bind(TrackingService).to(HttpTrackingService).inSingletonScope();
  // The view-models' acts go through the page's one beacon tracker, as the pages shown do.
  bind(ActTracker).toConstantValue(pageActTracker);
  // The consent banner's saved choice takes effect on that same tracker.
  bind(TrackingConsent).toConstantValue({ apply: applyTrackingConsent });
});
