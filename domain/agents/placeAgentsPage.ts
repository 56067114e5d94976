import type { Place } from '../places/Place';
import { placePageSlugsIn, placeSlugIn } from '../places/placeSlugIn';
import { culturePath } from '../portal/culturePath';
import type { Language, Portal } from '../portal/Portal';
import type { AgentsPageRedirect } from './agentProfilePage';
import { PLACE_AGENTS_MAX_SKIP, PLACE_AGENTS_PAGE_SIZE, type PlaceAgentsRoute, placeAgentsPath } from './placeAgents';

type PortalCultures = Pick<Portal, 'defaultCulture'>;

const redirectTo = (to: string): AgentsPageRedirect => ({ kind: 'redirect', to, status: 301 });

/** The agents page of these slugs in a language, with its culture prefix, and ?p= past the first page. */
export function placeAgentsPagePath(
  language: Language,
  slugs: PlaceAgentsRoute,
  portal: PortalCultures,
  page = 1,
): string {
  return culturePath(placeAgentsPath(language, slugs), language, portal) + (page > 1 ? `?p=${page}` : '');
}

/** The slugs of a place's agents page in a language: the place's page slugs (domain/places/placeSlugIn). */
export function placeAgentsSlugsIn(
  place: Place | undefined,
  country: Place | undefined,
  language: string,
): PlaceAgentsRoute {
  return placePageSlugsIn(place, country, language);
}

export { placeSlugIn };

/** The number of pages of a place's agents: 10 a page, no further than the maximum skip, at least one. */
export function placeAgentsPages(total: number): number {
  return Math.max(1, Math.ceil(Math.min(total, PLACE_AGENTS_MAX_SKIP) / PLACE_AGENTS_PAGE_SIZE));
}

/**
 * After the place is read: a page past the last goes to the first, and a path that is not the
 * place's current slugs in the page's language (an old slug, another language's, a locality without
 * its country) goes to them, on the same page (document 001 §2, permanently).
 */
export function placeAgentsRedirect(
  asked: { path: string; page: number },
  found: { slugs: PlaceAgentsRoute; pages: number },
  culture: Language,
  portal: PortalCultures,
): AgentsPageRedirect | undefined {
  if (asked.page > found.pages) return redirectTo(placeAgentsPagePath(culture, found.slugs, portal));
  const canonical = placeAgentsPagePath(culture, found.slugs, portal, asked.page);
  const requested = culturePath(asked.path, culture, portal) + (asked.page > 1 ? `?p=${asked.page}` : '');
  return canonical === requested ? undefined : redirectTo(canonical);
}
