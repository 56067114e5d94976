import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { type Alternate, alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';

type PortalCultures = Pick<Portal, 'cultures' | 'defaultCulture'>;

/**
 * The canonical path of a listing in a culture: the culture's listing word, and the `/{culture}`
 * prefix for every culture but the portal's default, so each language version has one stable
 * URL a crawler can index without cookies or Accept-Language (document 001 §2).
 */
export function listingPath(id: number, culture: Language, portal: PortalCultures): string {
  return culturePath(`/${urlSlug(culture, 'segment', 'listing')}/${id}`, culture, portal);
}

/** Document 002 §2: a project's page, /{projectSlug}/{projectId}, in the culture's word. */
export function projectPath(projectId: number, culture: Language, portal: PortalCultures): string {
  return culturePath(`/${urlSlug(culture, 'segment', 'project')}/${projectId}`, culture, portal);
}

/** Document 002 §2: a unit under its project, /{projectSlug}/{projectId}/unit/{unitId}. */
export function unitPath(projectId: number, unitId: number, culture: Language, portal: PortalCultures): string {
  const project = urlSlug(culture, 'segment', 'project');
  return culturePath(`/${project}/${projectId}/${urlSlug(culture, 'segment', 'unit')}/${unitId}`, culture, portal);
}

/** One absolute URL per culture of the portal, plus x-default (the portal's default culture) for everyone else. */
export function listingAlternates(id: number, portal: PortalCultures, origin: string): Alternate[] {
  return alternates(portal, origin, (culture) => listingPath(id, culture, portal));
}

/**
 * Where a request for a listing must be sent instead, or null when it is already there:
 * the legacy /listing/source/{id} form, or another language's listing word (the visitor's
 * culture decides the word). The query string is kept, e.g. ?searchId= from a result list.
 * A request whose word already fits is served as is, with or without the prefix: the
 * canonical link tells crawlers which of the two to index, and no visitor is bounced twice.
 */
export function listingRedirect(
  request: { segment: string; source: boolean; search: string },
  id: number,
  culture: Language,
  portal: PortalCultures,
): string | null {
  const fits = !request.source && request.segment === urlSlug(culture, 'segment', 'listing');
  return fits ? null : listingPath(id, culture, portal) + request.search;
}
