import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadPlaceAgentsPage } from '#application/agents/tokens';
import { agentProfilePath } from '#domain/agents/agentProfileRoute';
import {
  matchPlaceAgentsPath,
  PLACE_AGENTS_MAX_SKIP,
  PLACE_AGENTS_PAGE_SIZE,
  type PlaceAgentsRoute,
  placeAgentsPath,
  placeAgentsSkip,
} from '#domain/agents/placeAgents';
import type { Place } from '#domain/places/Place';
import { pageTags } from '#domain/portal/PageInvalidation';
import type { Language } from '#domain/portal/Portal';
import { alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';
import type { PlaceAgentsPageData } from './PlaceAgentsPageData';

/**
 * Agents by place: the route's slugs, the page (10 agents, a skip below 10000, else a permanent
 * redirect to page one: document 001 §2 "A page past the maximum skip gets a permanent redirect
 * to the first page"), then the place and its agents; the place's current slug in the page's
 * language is canonical.
 */
export async function loadPlaceAgentsPageData(pageContext: PageContextServer): Promise<PlaceAgentsPageData> {
  const { requestContext, container, urlParsed } = pageContext;
  const { culture, portal, origin } = requestContext;
  if (!container) throw new Error('The agents page needs the request container (server/ssr/ssr.ts pageContextInit)');
  const route = matchPlaceAgentsPath(pageContext.urlPathname);
  if (!route) throw render(404, 'Place is not supported');
  const rawPage = urlParsed.search.p;
  if (rawPage !== undefined && !/^[1-9]\d{0,6}$/.test(rawPage)) throw render(404, 'Page must be a positive integer');
  const page = rawPage === undefined ? 1 : Number(rawPage);
  const skip = placeAgentsSkip(page);
  const here = (language: Language, slugs: PlaceAgentsRoute, target = 1) =>
    culturePath(placeAgentsPath(language, slugs), language, portal) + (target > 1 ? `?p=${target}` : '');
  if (skip === undefined) throw redirect(here(culture, route), 301);

  const result = await container
    .get(LoadPlaceAgentsPage)
    .execute({ slugs: route, skip, language: culture, countries: portal.countries });
  if (!result.ok) throw render(404, result.error.message);
  const { place, country, agents, total, facets } = result.value;

  const slugsIn = (language: Language): PlaceAgentsRoute =>
    place
      ? {
          ...(country && { countrySlug: slugOf(country, language) }),
          placeSlug: slugOf(place, language),
        }
      : {};
  const pages = Math.max(1, Math.ceil(Math.min(total, PLACE_AGENTS_MAX_SKIP) / PLACE_AGENTS_PAGE_SIZE));
  const canonical = here(culture, slugsIn(culture), page);
  if (page > pages) throw redirect(here(culture, slugsIn(culture)), 301);
  if (canonical !== culturePath(pageContext.urlPathname, culture, portal) + (page > 1 ? `?p=${page}` : ''))
    throw redirect(canonical, 301);

  return {
    ...(place && { placeName: place.names[culture] ?? place.names.en, placeId: place.placeId }),
    agents: agents.map(({ agent, agency, listings }) => ({
      id: agent.id,
      fullName: agent.fullName,
      listings,
      path: culturePath(agentProfilePath(culture, agent.slug), culture, portal),
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
        path: here(culture, {
          ...(itsCountry && { countrySlug: slugOf(itsCountry, culture) }),
          placeSlug: slugOf(facet.place, culture),
        }),
      };
    }),
    page,
    pages,
    ...(page > 1 && { previousPath: here(culture, slugsIn(culture), page - 1) }),
    ...(page < pages && { nextPath: here(culture, slugsIn(culture), page + 1) }),
    canonicalUrl: origin + canonical,
    alternates: alternates(portal, origin, (language) => here(language, slugsIn(language), page)),
    origin,
    shell: {
      page: 'other',
      robots: { noindex: total === 0 },
      cache: {
        invalidatedBy: [place ? pageTags.place(place.placeId) : pageTags.anyListing()],
      },
    },
  };
}

/** The place's current slug in a language, else in English, else any. */
function slugOf(place: Place, language: string): string {
  const current = place.slugs.filter((slug) => !slug.isObsolete);
  return (
    current.find((slug) => slug.language === language)?.slug ??
    current.find((slug) => slug.language === 'en')?.slug ??
    place.slugs[0]!.slug
  );
}
