import { inject, injectable } from 'inversify';
import { AGENT_FACET_PLACE_TYPES, checkPlaceForAgents } from '#domain/agents/placeAgents';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PlacesService } from '#application/places';
import { type AgentFacet, AgentsSearch } from '../ports';

/**
 * GET /agentssearch/bylocation/facets (document 001 §7: placeId, count; facets): where a place's
 * agents work, child place by child place. Document 001 §5: "Agent facets only for supported place
 * types": another type has none.
 */
@injectable()
export class GetAgentFacetsByLocationHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AgentsSearch) private readonly agents: AgentsSearch,
  ) {}

  async execute(query: { placeId: string; count: number }): Promise<Result<{ facets: AgentFacet[] }, DomainError>> {
    const place = await this.places.getPlace(query.placeId);
    if (!place.ok)
      return place.error.kind === 'NOT_FOUND' ? err(notFound('NO_PLACE_FOUND', 'No place found', 'placeId')) : place;
    const unusable = checkPlaceForAgents(place.value);
    if (unusable) return err(unusable);
    if (!AGENT_FACET_PLACE_TYPES.includes(place.value.type)) return ok({ facets: [] });
    return ok(
      await this.agents.facetsByLocation({
        placeId: place.value.placeId,
        childTypes: ALLOWED_CHILD_TYPES[place.value.type],
        count: query.count,
      }),
    );
  }
}
