import { inject, injectable } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import {
  AGENT_FACET_PLACE_TYPES,
  AGENT_FACETS_COUNT,
  checkPlaceForAgents,
  PLACE_AGENTS_PAGE_SIZE,
  type PlaceAgentsRoute,
} from '#domain/agents/placeAgents';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import type { Place } from '#domain/places/Place';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { PlacesService, resolvePlaceBySlugs } from '#application/places';
import { AccountsDirectory, AgentsSearch } from '../ports';

export interface LoadPlaceAgentsPage {
  slugs: PlaceAgentsRoute;
  skip: number;
  language: string;
  /** The portal's countries: places elsewhere are not found, and /agents lists these. */
  countries: readonly string[];
}

export interface PlaceAgentsEntry {
  agent: User;
  agency?: Account;
  /** Their live listings in the place. */
  listings: number;
}

export interface PlaceAgentsContent {
  place?: Place;
  /** The place's country when the place is below it (its slug goes into the URL). */
  country?: Place;
  agents: PlaceAgentsEntry[];
  total: number;
  /** The agents facet (§3 "Place agents: … facets"): the child places with their number of agents. */
  facets: { place: Place; agents: number }[];
}

/**
 * Agents by place (document 001 §2 "placeAgentsPage"; §7 GET /agentssearch/bylocation): the place
 * its slugs name, which needs a countryISO and a viewport (§5), and one page of its agents (10,
 * §9) with their agency; without a place, the agents of the portal's countries.
 */
@injectable()
export class LoadPlaceAgentsPageHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AgentsSearch) private readonly search: AgentsSearch,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
  ) {}

  async execute(query: LoadPlaceAgentsPage): Promise<Result<PlaceAgentsContent, DomainError>> {
    const resolved = await resolvePlaceBySlugs(this.places, query.slugs, query, checkPlaceForAgents);
    if (!resolved.ok) return resolved;
    const { place, country } = resolved.value;

    const page = await this.search.byLocation({
      ...(place && { placeId: place.placeId }),
      countries: query.countries,
      count: PLACE_AGENTS_PAGE_SIZE,
      skip: query.skip,
    });
    const users = await this.accounts.getUsersByIds(page.results.map((result) => result.userId));
    const agencyIds = [...new Set(users.flatMap((user) => user.accountsRoles.slice(0, 1).map((r) => r.accountId)))];
    const agencies = new Map((await this.accounts.getAccountsByIds(agencyIds)).map((a) => [a.id, a]));
    const byId = new Map(users.map((user) => [user.id, user]));
    const agents = page.results.flatMap((result) => {
      const agent = byId.get(result.userId);
      if (!agent) return [];
      const agency = agencies.get(agent.accountsRoles[0]?.accountId ?? -1);
      return [{ agent, listings: result.listings, ...(agency && { agency }) }];
    });
    return ok({
      ...(place && { place }),
      ...(country && { country }),
      agents,
      total: page.total,
      facets: place ? await this.facetsOf(place) : [],
    });
  }

  /** Document 001 §5: "Agent facets only for supported place types." */
  private async facetsOf(place: Place): Promise<{ place: Place; agents: number }[]> {
    if (!AGENT_FACET_PLACE_TYPES.includes(place.type)) return [];
    const { facets } = await this.search.facetsByLocation({
      placeId: place.placeId,
      childTypes: ALLOWED_CHILD_TYPES[place.type],
      count: AGENT_FACETS_COUNT,
    });
    const children = await this.places.getPlacesByIds({ placeIds: facets.map((facet) => facet.placeId) });
    if (!children.ok) return [];
    const byId = new Map(children.value.places.map((child) => [child.placeId, child]));
    return facets.flatMap((facet) => {
      const child = byId.get(facet.placeId);
      return child ? [{ place: child, agents: facet.count }] : [];
    });
  }
}
