import type { SearchCaller } from '#domain/search/SearchCaller';
import { viewModelToken } from '#presentation/shared/di/viewModels';
import type { SearchMapViewModel as SearchMapViewModelClass } from './map/SearchMapViewModel';
import type { MyHomeViewModel as MyHomeViewModelClass } from './myHome/MyHomeViewModel';
import type { SaveSearchViewModel as SaveSearchViewModelClass } from './saved/SaveSearchViewModel';
import type { SearchPageData } from './SearchPageData';
import type { SearchPageSettings } from './searchPageSettings';
import type { SearchPageViewModel as SearchPageViewModelClass } from './SearchPageViewModel';
import type { UnsubscribeConfirmationViewModel as UnsubscribeConfirmationViewModelClass } from './unsubscribe/UnsubscribeConfirmationViewModel';

/** The search context's view-models (docs/contributing.md "A page's view-model"). */
export const SearchPageViewModel = viewModelToken<
  SearchPageViewModelClass,
  { data: SearchPageData; settings: SearchPageSettings }
>('search.SearchPage');
export const SearchMapViewModel = viewModelToken<SearchMapViewModelClass, { page: SearchPageViewModelClass }>(
  'search.SearchMap',
);
/** The visitor's searches are read and changed as `caller` (the page's request context says who). */
export const SaveSearchViewModel = viewModelToken<SaveSearchViewModelClass, { caller: SearchCaller }>(
  'search.SaveSearch',
);
export const MyHomeViewModel = viewModelToken<MyHomeViewModelClass, { caller: SearchCaller }>('search.MyHome');
export const UnsubscribeConfirmationViewModel = viewModelToken<
  UnsubscribeConfirmationViewModelClass,
  { searchId: number; unsubscribed: boolean }
>('search.UnsubscribeConfirmation');
