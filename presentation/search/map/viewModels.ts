import { ContainerModule } from 'inversify';
import { SearchMap } from '#application/search/tokens';
import { windowTimers } from '#presentation/shared/async/windowTimers';
import { lazy } from '#presentation/shared/di/viewModels';
import { SearchMapViewModel } from '../viewModelTokens';
import { SearchMapViewModel as SearchMapViewModelClass } from './SearchMapViewModel';

/**
 * The map's view-model factory, loaded with the map's code after the first paint (SearchMapClient:
 * `useModuleOnDemand`), so its clusters (supercluster) are not in the search page's start
 * (docs/pages.md §6). Its searches run when the map moves (`lazy`).
 */
export const searchMapViewModels = new ContainerModule(({ bind }) => {
  bind(SearchMapViewModel)
    .toDynamicValue(
      (context) =>
        ({ page }) =>
          new SearchMapViewModelClass(page, { searchMap: lazy(context, SearchMap), timers: windowTimers }),
    )
    .inTransientScope();
});
