import { inject, injectable } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import {
  agentProfilePages,
  agentProfileRedirect,
  type AgentsPageRedirect,
  pageNumberOf,
} from '#domain/agents/agentProfilePage';
import { AGENT_PROFILE_PAGE_SIZE, agentErrors, matchAgentProfilePath } from '#domain/agents/agentProfileRoute';
import { type PageTag, pageTags } from '#domain/portal/PageInvalidation';
import type { Language, Portal } from '#domain/portal/Portal';
import { parseDatabaseId } from '#domain/shared/databaseId';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory, AgentSlugs } from '#application/agents';
import { SearchesService, searchPortalRulesOf } from '../ports';

export interface LoadAgentPage {
  /** The page's path as its routes see it (no culture prefix): one of the profile's three forms. */
  path: string;
  /** The page number as ?p= wrote it (1-based; absent: the first). */
  page?: string;
  culture: Language;
  portal: Pick<Portal, 'defaultCulture' | 'maxSkip'> & Parameters<typeof searchPortalRulesOf>[0];
  currencyId: string;
}

export interface AgentPageContent {
  kind: 'page';
  agent: User;
  /** The agent's agencies (accounts of their roles) in role order, then those agencies' parents and franchises. */
  agencies: Account[];
  related: Account[];
  /** The agent's listings: a search with agentUserId (document 001 §2 "Search route parameters"). */
  listings: SearchResult;
  /** The page shown (1-based) and how many there are. */
  page: number;
  pages: number;
  /** Our choice: an archived agent's page stays for old links but leaves the index. */
  noindex: boolean;
  /** The agent's listings are anywhere: any listing change may change the list (docs/pages.md). */
  invalidatedBy: PageTag[];
}

export type AgentPageOutcome = AgentPageContent | AgentsPageRedirect;

/**
 * The agent profile page (document 001 §2, §9 "agent profile 6"): the agent by the id or the slug
 * its path names, their agencies and one page of their listings, then every redirect to the one
 * canonical URL (domain/agents/agentProfilePage). Order: the path's form and the page number (a bad
 * one is a 404 before anything is read), the agent, then the redirects. Only agents have a public page: a user without an account role, like an
 * unknown one, is 'No user was found'. An archived agent keeps their page (shown as archived).
 */
@injectable()
export class LoadAgentPageHandler {
  constructor(
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
    @inject(AgentSlugs) private readonly slugs: AgentSlugs,
    @inject(SearchesService) private readonly searches: SearchesService,
  ) {}

  async execute(query: LoadAgentPage): Promise<Result<AgentPageOutcome, DomainError>> {
    const route = matchAgentProfilePath(query.path);
    if (!route) return err(agentErrors.noUserFound());
    const asked = pageNumberOf(query.page, 6);
    if (!asked.ok) return asked;
    // An id no user row can have (2147483648) names nobody, like an unknown one: never a query.
    const userId = 'userId' in route ? parseDatabaseId(route.userId) : undefined;
    if ('userId' in route && userId === undefined) return err(agentErrors.noUserFound());
    const id = userId ?? ('slug' in route ? await this.slugs.userIdBySlug(route.slug) : undefined);
    if (id === undefined) return err(agentErrors.noUserFound());
    const [agent] = await this.accounts.getUsersByIds([id]);
    if (!agent || agent.accountsRoles.length === 0) return err(agentErrors.noUserFound());

    const agencyIds = [...new Set(agent.accountsRoles.map((grant) => grant.accountId))];
    const page = asked.value;
    const [agencies, listings] = await Promise.all([
      this.accounts.getAccountsByIds(agencyIds),
      this.searches.createSearch(
        { filters: { agentUserId: agent.id }, currencyId: query.currencyId },
        { count: AGENT_PROFILE_PAGE_SIZE, skip: (page - 1) * AGENT_PROFILE_PAGE_SIZE, saveInDb: false },
        // Nothing of the visitor's is stored for a profile page: its list is the same for everyone,
        // read in the page's language as a crawler reads it.
        { language: query.culture, isCrawler: true, portal: searchPortalRulesOf(query.portal) },
      ),
    ]);
    if (!listings.ok) return listings;
    const relatedIds = [
      ...new Set(agencies.flatMap((agency) => agency.relations.map((relation) => relation.from))),
    ].filter((relatedId) => !agencyIds.includes(relatedId));
    const pages = agentProfilePages(listings.value.total, query.portal.maxSkip);
    const { culture, portal } = query;
    const redirect = agentProfileRedirect(route, { page, pages, slug: agent.slug, culture, portal });
    if (redirect) return ok(redirect);
    const related = await this.accounts.getAccountsByIds(relatedIds);
    return ok({
      kind: 'page',
      agent,
      agencies,
      related,
      listings: listings.value,
      page,
      pages,
      noindex: agent.isArchived,
      invalidatedBy: [pageTags.anyListing()],
    });
  }
}
