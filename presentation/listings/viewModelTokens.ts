import type { Language } from '#domain/portal/Portal';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { ListingPageData } from './ListingPageData';
import type { ListingPageSettings, ListingPageViewModel as ListingPageViewModelClass } from './ListingPageViewModel';
import type { TranslateDescriptionViewModel as TranslateDescriptionViewModelClass } from './translation/TranslateDescriptionViewModel';

/** The listings context's page view-models (docs/contributing.md "A page's view-model"). */
export const ListingPageViewModel = viewModelToken<
  ListingPageViewModelClass,
  { data: ListingPageData; settings: ListingPageSettings }
>('listings.ListingPage');
export const TranslateDescriptionViewModel = viewModelToken<
  TranslateDescriptionViewModelClass,
  { listingId: number; language: Language }
>('listings.TranslateDescription');
