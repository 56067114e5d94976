import { ContainerModule } from 'inversify';
import { GetListingViews } from '#application/tracking/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { ListingViewsViewModel as ListingViewsViewModelClass } from './listingViews/ListingViewsViewModel';
import { ListingViewsViewModel } from './viewModelTokens';

/** The tracking view-models' factories: the views are read after the page shows, so resolved then. */
export const trackingViewModels = new ContainerModule(({ bind }) => {
  bind(ListingViewsViewModel)
    .toDynamicValue(
      (context) =>
        ({ listingId }) =>
          new ListingViewsViewModelClass(lazy(context, GetListingViews), listingId),
    )
    .inTransientScope();
});
