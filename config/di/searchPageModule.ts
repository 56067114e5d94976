import { ContainerModule } from 'inversify';
import { LoadSearchPage } from '#application/search/pageTokens';
import { LoadSearchPageHandler } from '#application/search/queries/LoadSearchPage';

/**
 * The search results page's use cases. Load it in the server root (the page's data hook runs
 * there) next to the module binding SearchesService, PlacesService and AccountsDirectory.
 */
export const searchPageModule = new ContainerModule(({ bind }) => {
  bind(LoadSearchPage).to(LoadSearchPageHandler);
});
