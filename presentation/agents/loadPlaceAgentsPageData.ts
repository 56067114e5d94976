import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadPlaceAgentsPage } from '#application/agents/tokens';
import { agentProfilePagePath } from '#domain/agents/agentProfilePage';
import { placeAgentsPagePath, placeAgentsSlugsIn, placeSlugIn } from '#domain/agents/placeAgentsPage';
import { alternates } from '#presentation/shared/head/alternates';
import type { PlaceAgentsPageData } from './PlaceAgentsPageData';

/**
 * Agents by place. The query (application/agents/queries/LoadPlaceAgentsPage) decides: the path's
 * slugs and page, the place and its agents, every permanent redirect (past the maximum skip, past
 * the last page, to the place's current slugs in the page's language), noindex and the page's
 * tags. This turns its answer into Vike's redirect or error page, or into the page's data.
 */
export async function loadPlaceAgentsPageData(pageContext: PageContextServer): Promise<PlaceAgentsPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, portal, origin } = requestContext;
  if (!container) throw new Error('The agents page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const result = await container.get(LoadPlaceAgentsPage).execute({
    path: pageContext.urlPathname,
    ...(urlParsed.search.p !== undefined && { page: urlParsed.search.p }),
    culture,
    portal,
  });
  if (!result.ok) throw render(404, result.error.message);
  if (result.value.kind === 'redirect') throw redirect(result.value.to, result.value.status);
  const { place, country, agents, total, facets, page, pages } = result.value;
  const here = (language: typeof culture, target = 1) =>
    placeAgentsPagePath(language, placeAgentsSlugsIn(place, country, language), portal, target);

  return {
    ...(place && { placeName: place.names[culture] ?? place.names.en, placeId: place.placeId }),
    agents: agents.map(({ agent, agency, listings }) => ({
      id: agent.id,
      fullName: agent.fullName,
      listings,
      path: agentProfilePagePath(culture, agent.slug, portal),
      ...(agent.avatarUrl && { avatarUrl: agent.avatarUrl }),
      ...(agent.languages && { languages: agent.languages }),
      ...(agency && { agencyName: agency.name }),
    })),
    total,
    facets: facets.map((facet) => {
      const itsCountry = country ?? (place?.type === 'country' ? place : undefined);
      return {
        name: facet.place.names[culture] ?? facet.place.names.en,
        agents: facet.agents,
        path: placeAgentsPagePath(
          culture,
          {
            ...(itsCountry && { countrySlug: placeSlugIn(itsCountry, culture) }),
            placeSlug: placeSlugIn(facet.place, culture),
          },
          portal,
        ),
      };
    }),
    page,
    pages,
    ...(page > 1 && { previousPath: here(culture, page - 1) }),
    ...(page < pages && { nextPath: here(culture, page + 1) }),
    canonicalUrl: origin + here(culture, page),
    alternates: alternates(portal, origin, (language) => here(language, page)),
    origin,
    shell: {
      page: 'other',
      robots: { noindex: result.value.noindex },
      cache: { invalidatedBy: result.value.invalidatedBy },
    },
  };
}
