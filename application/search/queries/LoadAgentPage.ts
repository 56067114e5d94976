import { inject, injectable } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import { AGENT_PROFILE_PAGE_SIZE, agentErrors } from '#domain/agents/agentProfileRoute';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory, AgentSlugs } from '#application/agents';
import { type SearchCaller, SearchesService } from '../ports';

export interface LoadAgentPage {
  /** One of the two: the agent's id (/agent/…/{agentUserId}) or the slug of their page. */
  userId?: number;
  slug?: string;
  /** 1-based page of the agent's listings. */
  page: number;
  currencyId: string;
  caller: SearchCaller;
}

export interface AgentPageContent {
  agent: User;
  /** The agent's agencies (accounts of their roles) in role order, then those agencies' parents and franchises. */
  agencies: Account[];
  related: Account[];
  /** The agent's listings: a search with agentUserId (document 001 §2 "Search route parameters"). */
  listings: SearchResult;
}

/**
 * The agent profile page (document 001 §2, §9 "agent profile 6"): the agent by id or slug —
 * document 001 §5 "User agent lookup needs a user id or a slug" — their agencies and one page
 * of their listings. Only agents have a public page: a user without an account role, like an
 * unknown one, is 'No user was found'. An archived agent keeps their page (shown as archived).
 */
@injectable()
export class LoadAgentPageHandler {
  constructor(
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
    @inject(AgentSlugs) private readonly slugs: AgentSlugs,
    @inject(SearchesService) private readonly searches: SearchesService,
  ) {}

  async execute(query: LoadAgentPage): Promise<Result<AgentPageContent, DomainError>> {
    const id = query.userId ?? (query.slug ? await this.slugs.userIdBySlug(query.slug) : undefined);
    if (query.userId === undefined && !query.slug) return err(agentErrors.userIdAndSlugEmpty());
    if (id === undefined) return err(agentErrors.noUserFound());
    const [agent] = await this.accounts.getUsersByIds([id]);
    if (!agent || agent.accountsRoles.length === 0) return err(agentErrors.noUserFound());

    const agencyIds = [...new Set(agent.accountsRoles.map((grant) => grant.accountId))];
    const page = Math.max(1, Math.floor(query.page));
    const [agencies, listings] = await Promise.all([
      this.accounts.getAccountsByIds(agencyIds),
      this.searches.createSearch(
        { filters: { agentUserId: agent.id }, currencyId: query.currencyId },
        { count: AGENT_PROFILE_PAGE_SIZE, skip: (page - 1) * AGENT_PROFILE_PAGE_SIZE, saveInDb: false },
        // Nothing of the visitor's is stored for a profile page: its list is the same for everyone.
        { ...query.caller, isCrawler: true },
      ),
    ]);
    if (!listings.ok) return listings;
    const relatedIds = [
      ...new Set(agencies.flatMap((agency) => agency.relations.map((relation) => relation.from))),
    ].filter((relatedId) => !agencyIds.includes(relatedId));
    const related = await this.accounts.getAccountsByIds(relatedIds);
    return ok({ agent, agencies, related, listings: listings.value });
  }
}
