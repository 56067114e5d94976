import type { PageContextClient } from 'vike/types';
import { focusesNewPage } from '#domain/portal/Navigation';
import { trackShownPage } from '#presentation/tracking/beaconTracker';

/**
 * After a client-side navigation to another page, keyboard and screen-reader focus starts at
 * the new page's content, as it would after a full load (the link that was clicked is gone).
 * The scroll reset itself is Vike's (see focusesNewPage for how a navigation keeps its scroll).
 */
export default function onPageTransitionEnd(pageContext: PageContextClient): void {
  trackShownPage({
    portalId: pageContext.requestContext.portal.id,
    profileId: pageContext.identity?.profileId,
    isCrawler: pageContext.requestContext.isCrawler,
  });
  if (!focusesNewPage(pageContext.previousPageContext?.urlPathname, pageContext.urlPathname)) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}
