import type { ServiceIdentifier } from 'inversify';
import type { LoadPlaceAgentsPageHandler } from './queries/LoadPlaceAgentsPage';
import type { SearchAgentsByLocationHandler } from './queries/SearchAgentsByLocation';
import type { GetAgentFacetsByLocationHandler } from './queries/GetAgentFacetsByLocation';

/** DI tokens of the agents context's use cases. */
export const LoadPlaceAgentsPage: ServiceIdentifier<LoadPlaceAgentsPageHandler> =
  Symbol.for('agents.LoadPlaceAgentsPage');
export const SearchAgentsByLocation: ServiceIdentifier<SearchAgentsByLocationHandler> = Symbol.for(
  'agents.SearchAgentsByLocation',
);
export const GetAgentFacetsByLocation: ServiceIdentifier<GetAgentFacetsByLocationHandler> = Symbol.for(
  'agents.GetAgentFacetsByLocation',
);
