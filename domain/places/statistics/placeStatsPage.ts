import { culturePath } from '../../portal/culturePath';
import type { Language, Portal } from '../../portal/Portal';
import type { Place } from '../Place';
import { placePageSlugsIn } from '../placeSlugIn';
import { placeStatsPath } from './placeStatsRoute';

type PortalCultures = Pick<Portal, 'defaultCulture'>;

/** The statistics page sends the visitor elsewhere, permanently. */
export interface PlaceStatsRedirect {
  kind: 'redirect';
  to: string;
  status: 301;
}

/** The statistics page of a place (none: the portal's /house-price) in a language, with its culture prefix. */
export function placeStatsPagePath(
  language: Language,
  found: { place?: Place; country?: Place },
  portal: PortalCultures,
): string {
  return culturePath(
    placeStatsPath(language, placePageSlugsIn(found.place, found.country, language)),
    language,
    portal,
  );
}

/**
 * Document 001 §2: the place's current slugs in the page's language are canonical; an old slug,
 * another language's, or a locality without its country's slug goes there permanently.
 */
export function placeStatsRedirect(
  path: string,
  found: { place?: Place; country?: Place },
  culture: Language,
  portal: PortalCultures,
): PlaceStatsRedirect | undefined {
  const canonical = placeStatsPagePath(culture, found, portal);
  return canonical === culturePath(path, culture, portal)
    ? undefined
    : { kind: 'redirect', to: canonical, status: 301 };
}
