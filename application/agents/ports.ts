import type { ServiceIdentifier } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import type { PlaceType } from '#domain/places/Place';

/**
 * The accounts back end (document 000 §7: GET /accounts/{id}, POST /accounts/ids, POST /users/ids,
 * the ascendants calls): agencies, their relations and their agents, as identity's accounts
 * service, the listing page and the search page read them. Unknown ids are left out; order follows the ids.
 */
export interface AccountsDirectory {
  getAccount(id: number): Promise<Account | undefined>;
  getAccountsByIds(ids: number[]): Promise<Account[]>;
  getUsersByIds(ids: number[]): Promise<User[]>;
  /** The account's ancestors through its relations (parent, franchise), nearest first; undefined for an unknown id. */
  ascendantsOf(id: number): Promise<Account[] | undefined>;
}
export const AccountsDirectory: ServiceIdentifier<AccountsDirectory> = Symbol.for('agents.AccountsDirectory');

/** GET /users/slug/{slug} (document 000 §7): an agent's id from the slug of their page, undefined when none has it. */
export interface AgentSlugs {
  userIdBySlug(slug: string): Promise<number | undefined>;
}
export const AgentSlugs: ServiceIdentifier<AgentSlugs> = Symbol.for('agents.AgentSlugs');

/** One agent of a place's agents (GET /agentssearch/bylocation results): who, and how many of their listings are there. */
export interface PlaceAgent {
  userId: number;
  listings: number;
}

/**
 * GET /agentssearch/bylocation (document 001 §7: placeId, count, skip; results, total): the agents
 * with listings in a place, most listings first; without a place, in the given countries.
 */
export interface AgentsSearch {
  byLocation(query: {
    placeId?: string;
    countries: readonly string[];
    count: number;
    skip: number;
  }): Promise<{ results: PlaceAgent[]; total: number }>;
  /**
   * GET /agentssearch/bylocation/facets (placeId, count; facets): the place's children of the given
   * types with how many agents have live listings there, most agents first, at most `count`.
   */
  facetsByLocation(query: {
    placeId: string;
    childTypes: readonly PlaceType[];
    count: number;
  }): Promise<{ facets: AgentFacet[] }>;
}

/** One child place of an agents facet, with the number of agents with listings there. */
export interface AgentFacet {
  placeId: string;
  count: number;
}
export const AgentsSearch: ServiceIdentifier<AgentsSearch> = Symbol.for('agents.AgentsSearch');
