import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadAgentPage } from '#application/search/pageTokens';
import type { Account } from '#domain/agents/Account';
import { agentProfilePagePath } from '#domain/agents/agentProfilePage';
import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { toResultCard } from '#presentation/search';
import type { AgentPageAgency, AgentPageData } from './AgentPageData';

/**
 * The agent profile's data. The query (application/search/queries/LoadAgentPage) decides: the
 * URL's form and page, the agent, the permanent redirects to the one canonical URL, noindex and
 * the page's tags. This turns its answer into Vike's redirect or error page, or into the page's data.
 */
export async function loadAgentPageData(pageContext: PageContextServer): Promise<AgentPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, currency, portal, origin } = requestContext;
  if (!container) throw new Error('The agent page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const result = await container.get(LoadAgentPage).execute({
    path: pageContext.urlPathname,
    ...(urlParsed.search.p !== undefined && { page: urlParsed.search.p }),
    culture,
    portal,
    currencyId: currency,
  });
  if (!result.ok) throw render(result.error.kind === 'INVALID' ? (400 as 404) : 404, result.error.message);
  if (result.value.kind === 'redirect') throw redirect(result.value.to, result.value.status);
  const { agent, agencies, related, listings, page, pages } = result.value;
  const pathIn = (language: Language, target = 1) => agentProfilePagePath(language, agent.slug, portal, target);

  const agency = (account: Account): AgentPageAgency => ({
    id: account.id,
    name: account.name,
    type: account.type,
    isArchived: account.isArchived,
    ...(account.logoUrl && { logoUrl: account.logoUrl }),
    ...(account.address && { address: account.address }),
    path: agencyPath(account, culture, portal),
  });
  return {
    agent: {
      id: agent.id,
      slug: agent.slug,
      fullName: agent.fullName,
      isArchived: agent.isArchived,
      ...(agent.avatarUrl && { avatarUrl: agent.avatarUrl }),
      ...(agent.bio && { bio: agent.bio }),
      ...(agent.languages && { languages: agent.languages }),
      hasPhone: Boolean(agent.phone),
    },
    agencies: agencies.map(agency),
    related: related.map(agency),
    listings: listings.listings.map((listing) => toResultCard(listing, culture)),
    total: listings.total,
    page,
    pages,
    ...(page > 1 && { previousPath: pathIn(culture, page - 1) }),
    ...(page < pages && { nextPath: pathIn(culture, page + 1) }),
    canonicalUrl: origin + pathIn(culture, page),
    alternates: alternates(portal, origin, (language) => pathIn(language, page)),
    origin,
    shell: {
      page: 'agent',
      archived: agent.isArchived,
      robots: { noindex: result.value.noindex },
      cache: { invalidatedBy: result.value.invalidatedBy },
    },
  };
}

/** The agency search page of an account (document 002 §2: /{agencySlug}/{agencyName}/{accountId}). */
export function agencyPath(
  account: Pick<Account, 'id' | 'slug'>,
  culture: Language,
  portal: Pick<Portal, 'defaultCulture'>,
): string {
  return culturePath(`/${urlSlug(culture, 'segment', 'agency')}/${account.slug}/${account.id}`, culture, portal);
}
