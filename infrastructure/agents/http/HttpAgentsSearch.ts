import { inject, injectable } from 'inversify';
import type { AgentFacet, AgentsSearch, PlaceAgent } from '#application/agents/ports';
import type { PlaceType } from '#domain/places/Place';
import { type ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { AGENTS_ROUTES } from '#application/agents/svcRoutes';
import { pathOf } from '#application/shared/svcRoute';

/**
 * AgentsSearch over the agents search calls (document 001 §7 "Agents search") at /agents. The
 * service applies its portal's countries and its own facet child types, so `countries` and
 * `childTypes` are the serving portal's, not sent.
 */
@injectable()
export class HttpAgentsSearch implements AgentsSearch {
  constructor(@inject(ServiceClientToken) private readonly client: ServiceClient) {}

  async byLocation(query: {
    placeId?: string;
    countries: readonly string[];
    count: number;
    skip: number;
  }): Promise<{ results: PlaceAgent[]; total: number }> {
    const result = await this.client.request<{ results: PlaceAgent[]; total: number }>(
      AGENTS_ROUTES.byLocation.method,
      pathOf(AGENTS_ROUTES.byLocation),
      { query: { placeId: query.placeId, count: query.count, skip: query.skip } },
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }

  async facetsByLocation(query: {
    placeId: string;
    childTypes: readonly PlaceType[];
    count: number;
  }): Promise<{ facets: AgentFacet[] }> {
    const result = await this.client.request<{ facets: AgentFacet[] }>(
      AGENTS_ROUTES.facetsByLocation.method,
      pathOf(AGENTS_ROUTES.facetsByLocation),
      {
        query: { placeId: query.placeId, count: query.count },
      },
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  }
}
