import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { GetFilterableRepositoriesHandler } from '#application/search/queries/GetFilterableRepositories';
import { GetLuxuryPriceRangeHandler } from '#application/search/queries/GetLuxuryPriceRange';
import { SearchMapHandler } from '#application/search/queries/SearchMap';
import { GetFilterableRepositories, GetLuxuryPriceRange, SearchMap } from '#application/search/tokens';

/** The search reads with no stored search (document 001 §7), bound whatever serves SearchesService. */
export function bindSearchReads(bind: ContainerModuleLoadOptions['bind']): void {
  bind(SearchMap).to(SearchMapHandler).inSingletonScope();
  bind(GetLuxuryPriceRange).to(GetLuxuryPriceRangeHandler).inSingletonScope();
  bind(GetFilterableRepositories).to(GetFilterableRepositoriesHandler).inSingletonScope();
}

/**
 * The search reads in the browser, for the pages with a search (config/di/pages/): the map's
 * clusters are computed here (supercluster), so no other page carries them. SearchesService is
 * the shell's (searchModule).
 */
export const searchMapModule = new ContainerModule(({ bind }) => bindSearchReads(bind));
