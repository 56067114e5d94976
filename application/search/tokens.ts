import type { ServiceIdentifier } from 'inversify';
import type { ArchiveSearchUseCase } from './commands/ArchiveSearch';
import type { CreateSearchUseCase } from './commands/CreateSearch';
import type { PatchSearchUseCase } from './commands/PatchSearch';
import type { GetFilterableRepositoriesHandler } from './queries/GetFilterableRepositories';
import type { GetLuxuryPriceRangeHandler } from './queries/GetLuxuryPriceRange';
import type { GetSearchUseCase } from './queries/GetSearch';
import type { ListSearchesUseCase } from './queries/ListSearches';
import type { SearchMapHandler } from './queries/SearchMap';

/**
 * DI tokens for the search use cases: how presentation and the /svc edge reach them. The stored
 * searches' use cases are their handlers on the server and their /svc calls in the browser.
 */
export const CreateSearch: ServiceIdentifier<CreateSearchUseCase> = Symbol.for('search.CreateSearch');
export const PatchSearch: ServiceIdentifier<PatchSearchUseCase> = Symbol.for('search.PatchSearch');
export const ArchiveSearch: ServiceIdentifier<ArchiveSearchUseCase> = Symbol.for('search.ArchiveSearch');
export const GetSearch: ServiceIdentifier<GetSearchUseCase> = Symbol.for('search.GetSearch');
export const SearchMap: ServiceIdentifier<SearchMapHandler> = Symbol.for('search.SearchMap');
export const ListSearches: ServiceIdentifier<ListSearchesUseCase> = Symbol.for('search.ListSearches');
export const GetLuxuryPriceRange: ServiceIdentifier<GetLuxuryPriceRangeHandler> =
  Symbol.for('search.GetLuxuryPriceRange');
export const GetFilterableRepositories: ServiceIdentifier<GetFilterableRepositoriesHandler> = Symbol.for(
  'search.GetFilterableRepositories',
);
