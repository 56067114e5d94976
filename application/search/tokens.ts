import type { ServiceIdentifier } from 'inversify';
import type { ArchiveSearchHandler } from './commands/ArchiveSearch';
import type { CreateSearchHandler } from './commands/CreateSearch';
import type { PatchSearchHandler } from './commands/PatchSearch';
import type { GetFilterableRepositoriesHandler } from './queries/GetFilterableRepositories';
import type { GetLuxuryPriceRangeHandler } from './queries/GetLuxuryPriceRange';
import type { GetSearchHandler } from './queries/GetSearch';
import type { ListSearchesHandler } from './queries/ListSearches';
import type { SearchMapHandler } from './queries/SearchMap';

/** DI tokens for the search use cases: how presentation and the /svc edge reach them. */
export const CreateSearch: ServiceIdentifier<CreateSearchHandler> = Symbol.for('search.CreateSearch');
export const PatchSearch: ServiceIdentifier<PatchSearchHandler> = Symbol.for('search.PatchSearch');
export const ArchiveSearch: ServiceIdentifier<ArchiveSearchHandler> = Symbol.for('search.ArchiveSearch');
export const GetSearch: ServiceIdentifier<GetSearchHandler> = Symbol.for('search.GetSearch');
export const SearchMap: ServiceIdentifier<SearchMapHandler> = Symbol.for('search.SearchMap');
export const ListSearches: ServiceIdentifier<ListSearchesHandler> = Symbol.for('search.ListSearches');
export const GetLuxuryPriceRange: ServiceIdentifier<GetLuxuryPriceRangeHandler> =
  Symbol.for('search.GetLuxuryPriceRange');
export const GetFilterableRepositories: ServiceIdentifier<GetFilterableRepositoriesHandler> = Symbol.for(
  'search.GetFilterableRepositories',
);
