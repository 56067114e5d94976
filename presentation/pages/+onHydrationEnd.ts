import type { PageContextClient } from 'vike/types';
import { trackShownPage } from '#presentation/tracking/beaconTracker';

/** After the first page of a visit is hydrated: its display is tracked (document 000 §2 tracked page names). */
export default function onHydrationEnd(pageContext: PageContextClient): void {
  trackShownPage({
    portalId: pageContext.requestContext.portal.id,
    profileId: pageContext.identity?.profileId,
    isCrawler: pageContext.requestContext.isCrawler,
  });
}
