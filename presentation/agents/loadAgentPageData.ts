import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadAgentPage } from '#application/search/pageTokens';
import { searchPortalRulesOf } from '#application/search/ports';
import type { Account } from '#domain/agents/Account';
import { AGENT_PROFILE_PAGE_SIZE, agentProfilePath, matchAgentProfilePath } from '#domain/agents/agentProfileRoute';
import type { Language, Portal } from '#domain/portal/Portal';
import { parseDatabaseId } from '#domain/shared/databaseId';
import { pageTags } from '#domain/portal/PageInvalidation';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { toResultCard } from '#presentation/search';
import type { AgentPageAgency, AgentPageData } from './AgentPageData';

/**
 * The agent profile's data. Order: the URL's form (a bad id or page is a 404 before anything is
 * read), the agent ('No user was found': 404), then the permanent redirects to the one canonical
 * URL, /{agentSegment}/{agentSlug} in the page's language (the id form, the short /a/ form,
 * another language's word), and past the last page to the first (document 001 §2 "Redirects").
 */
export async function loadAgentPageData(pageContext: PageContextServer): Promise<AgentPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, currency, portal, origin } = requestContext;
  if (!container) throw new Error('The agent page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const route = matchAgentProfilePath(pageContext.urlPathname);
  if (!route) throw render(404, 'No user was found');
  const rawPage = urlParsed.search.p;
  if (rawPage !== undefined && !/^[1-9]\d{0,5}$/.test(rawPage)) throw render(404, 'Page must be a positive integer');
  const page = rawPage === undefined ? 1 : Number(rawPage);
  // An id no user row can have (2147483648) names nobody, like an unknown one: never a query.
  const userId = 'userId' in route ? parseDatabaseId(route.userId) : undefined;
  if ('userId' in route && userId === undefined) throw render(404, 'No user was found');

  const result = await container.get(LoadAgentPage).execute({
    ...('userId' in route ? { userId } : { slug: route.slug }),
    page,
    currencyId: currency,
    caller: { language: culture, isCrawler: true, portal: searchPortalRulesOf(portal) },
  });
  if (!result.ok) throw render(result.error.kind === 'INVALID' ? (400 as 404) : 404, result.error.message);
  const { agent, agencies, related, listings } = result.value;

  const pathIn = (language: Language, target = 1) =>
    culturePath(agentProfilePath(language, agent.slug), language, portal) + (target > 1 ? `?p=${target}` : '');
  const pages = Math.max(1, Math.ceil(Math.min(listings.total, portal.maxSkip) / AGENT_PROFILE_PAGE_SIZE));
  const canonicalForm =
    'slug' in route &&
    route.form === 'segment' &&
    route.segment === urlSlug(culture, 'segment', 'agent') &&
    route.slug === agent.slug;
  if (!canonicalForm) throw redirect(pathIn(culture, Math.min(page, pages)), 301);
  if (page > pages) throw redirect(pathIn(culture), 301);

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
      // Our choice: an archived agent's page stays for old links but leaves the index.
      robots: { noindex: agent.isArchived },
      // The agent's listings are anywhere: any listing change may change the list (docs/pages.md).
      cache: { invalidatedBy: [pageTags.anyListing()] },
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
