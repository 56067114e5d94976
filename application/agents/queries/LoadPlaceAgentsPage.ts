import { inject, injectable } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import {
  AGENT_FACET_PLACE_TYPES,
  AGENT_FACETS_COUNT,
  checkPlaceForAgents,
  matchPlaceAgentsPath,
  PLACE_AGENTS_PAGE_SIZE,
  placeAgentsSkip,
} from '#domain/agents/placeAgents';
import { type AgentsPageRedirect, pageNumberOf } from '#domain/agents/agentProfilePage';
import {
  placeAgentsPagePath,
  placeAgentsPages,
  placeAgentsRedirect,
  placeAgentsSlugsIn,
} from '#domain/agents/placeAgentsPage';
import { type PageTag, pageTags } from '#domain/portal/PageInvalidation';
import type { Language, Portal } from '#domain/portal/Portal';
import { ALLOWED_CHILD_TYPES } from '#domain/places/children/placeChildren';
import type { Place } from '#domain/places/Place';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { PlacesService, resolvePlaceBySlugs } from '#application/places';
import { AccountsDirectory, AgentsSearch } from '../ports';

export interface LoadPlaceAgentsPage {
  /** The page's path as its routes see it (no culture prefix): /agents or /{countrySlug?}/{placeSlug}/{agentSegment}. */
  path: string;
  /** The page number as ?p= wrote it (1-based; absent: the first). */
  page?: string;
  culture: Language;
  /** The portal's countries: places elsewhere are not found, and /agents lists these. */
  portal: Pick<Portal, 'defaultCulture' | 'countries'>;
}

export interface PlaceAgentsEntry {
  agent: User;
  agency?: Account;
  /** Their live listings in the place. */
  listings: number;
}

export interface PlaceAgentsContent {
  kind: 'page';
  place?: Place;
  /** The place's country when the place is below it (its slug goes into the URL). */
  country?: Place;
  agents: PlaceAgentsEntry[];
  total: number;
  /** The agents facet (§3 "Place agents: … facets"): the child places with their number of agents. */
  facets: { place: Place; agents: number }[];
  /** The page shown (1-based) and how many there are. */
  page: number;
  pages: number;
  /** A place without agents is nothing a crawler should keep. */
  noindex: boolean;
  /** The agents are counted by their listings in the place (or anywhere): its listing changes drop the page (docs/pages.md). */
  invalidatedBy: PageTag[];
}

export type PlaceAgentsOutcome = PlaceAgentsContent | AgentsPageRedirect;

export const placeNotSupported = (): DomainError => notFound('PLACE_NOT_SUPPORTED', 'Place is not supported');

/**
 * Agents by place (document 001 §2 "placeAgentsPage"; §7 GET /agentssearch/bylocation): the place
 * its slugs name, which needs a countryISO and a viewport (§5), and one page of its agents (10,
 * §9) with their agency; without a place, the agents of the portal's countries. Order: the path
 * and the page number (not found before anything is read), a page past the maximum skip (to page
 * one: "A page past the maximum skip gets a permanent redirect to the first page"), the place and
 * its agents, then a page past the last and the place's current slugs in the page's language
 * (domain/agents/placeAgentsPage).
 */
@injectable()
export class LoadPlaceAgentsPageHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(AgentsSearch) private readonly search: AgentsSearch,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
  ) {}

  async execute(query: LoadPlaceAgentsPage): Promise<Result<PlaceAgentsOutcome, DomainError>> {
    const { culture, portal } = query;
    const slugs = matchPlaceAgentsPath(query.path);
    if (!slugs) return err(placeNotSupported());
    const asked = pageNumberOf(query.page, 7);
    if (!asked.ok) return asked;
    const skip = placeAgentsSkip(asked.value);
    if (skip === undefined)
      return ok({ kind: 'redirect', to: placeAgentsPagePath(culture, slugs, portal), status: 301 });

    const countries = portal.countries;
    const resolved = await resolvePlaceBySlugs(
      this.places,
      slugs,
      { language: culture, countries },
      checkPlaceForAgents,
    );
    if (!resolved.ok) return resolved;
    const { place, country } = resolved.value;

    const page = await this.search.byLocation({
      ...(place && { placeId: place.placeId }),
      countries,
      count: PLACE_AGENTS_PAGE_SIZE,
      skip,
    });
    const pages = placeAgentsPages(page.total);
    const found = { slugs: placeAgentsSlugsIn(place, country, culture), pages };
    const redirect = placeAgentsRedirect({ path: query.path, page: asked.value }, found, culture, portal);
    if (redirect) return ok(redirect);
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
      kind: 'page',
      ...(place && { place }),
      ...(country && { country }),
      agents,
      total: page.total,
      facets: place ? await this.facetsOf(place) : [],
      page: asked.value,
      pages,
      noindex: page.total === 0,
      invalidatedBy: [place ? pageTags.place(place.placeId) : pageTags.anyListing()],
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
