import { inject, injectable } from 'inversify';
import { checkPlaceForAgents } from '#domain/agents/placeAgents';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PlacesService } from '#application/places';
import { AgentsSearch, type PlaceAgent } from '../ports';

/**
 * GET /agentssearch/bylocation (document 001 §7: placeId, count, skip; results, total): the agents with
 * listings in a place (it needs a viewport and a countryISO), most listings first; without a place,
 * in the portal's countries. count and skip are bounded at the edge (§9: 100 expanded, skip 10,000).
 */
@injectable()
export class SearchAgentsByLocationHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AgentsSearch) private readonly agents: AgentsSearch,
  ) {}

  async execute(query: {
    placeId?: string;
    countries: readonly string[];
    count: number;
    skip: number;
  }): Promise<Result<{ results: PlaceAgent[]; total: number }, DomainError>> {
    if (query.placeId !== undefined) {
      const place = await this.places.getPlace(query.placeId);
      if (!place.ok)
        return place.error.kind === 'NOT_FOUND' ? err(notFound('NO_PLACE_FOUND', 'No place found', 'placeId')) : place;
      const unusable = checkPlaceForAgents(place.value);
      if (unusable) return err(unusable);
    }
    return ok(await this.agents.byLocation(query));
  }
}
