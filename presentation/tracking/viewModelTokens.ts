import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { ListingViewsViewModel as ListingViewsViewModelClass } from './listingViews/ListingViewsViewModel';

/** The tracking context's view-models (docs/contributing.md "A page's view-model"). */
export const ListingViewsViewModel = viewModelToken<ListingViewsViewModelClass, { listingId: number }>(
  'tracking.ListingViews',
);
