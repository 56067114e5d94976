import { ContainerModule } from 'inversify';
import { CreateSearch } from '#application/search/tokens';
import { lazy } from '#presentation/shared/di/viewModels';
import { browserSearchHistory } from './browserSearchHistory';
import { SearchPageViewModel as SearchPageViewModelClass } from './SearchPageViewModel';
import { SearchPageViewModel } from './viewModelTokens';

/**
 * The results page's view-model factory. The map's comes with the map's code (map/viewModels.ts),
 * my home's and the unsubscribe page's with theirs (myHome/viewModels.ts), the save-search dialogs'
 * with the shell (saved/viewModels.ts). Its search runs after hydration or on a press (`lazy`).
 */
export const searchViewModels = new ContainerModule(({ bind }) => {
  bind(SearchPageViewModel)
    .toDynamicValue((context) => {
      const createSearch = lazy(context, CreateSearch);
      return ({ data, settings }) =>
        new SearchPageViewModelClass(data, settings, {
          createSearch,
          // The browser's history keeps the searches made on the page; a server render has none.
          history: typeof window === 'undefined' ? undefined : browserSearchHistory,
        });
    })
    .inTransientScope();
});
