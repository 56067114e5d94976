import type { Portal } from '#domain/portal/Portal';
import { listingPath } from '#domain/listings/page/listingPagePath';
import { type Alternate, alternates } from '#presentation/shared/head/alternates';

/** A listing's paths are the domain's (the listing page's query redirects to them): read them from there. */
export { listingPath, listingRedirect, projectPath, unitPath } from '#domain/listings/page/listingPagePath';

type PortalCultures = Pick<Portal, 'cultures' | 'defaultCulture'>;

/** One absolute URL per culture of the portal, plus x-default (the portal's default culture) for everyone else. */
export function listingAlternates(id: number, portal: PortalCultures, origin: string): Alternate[] {
  return alternates(portal, origin, (culture) => listingPath(id, culture, portal));
}
