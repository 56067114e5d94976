import type { RequestContext } from '#application/portal/RequestContext';
import type { Listing } from '#domain/listings/Listing';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import type { ListingPageData } from '#presentation/listings/ListingPageData';
import { renderListingPage } from './listingPageRender';
import {
  CONNECTIONS,
  DURATION_S,
  load,
  loadWithCpu,
  pageState,
  printRatios,
  printRow,
  repeat,
} from './support/pageLoad';

/**
 * The listing page as a visitor gets it — the production build, through Koa, culture and
 * currency resolution, the data hook (SQL on PGlite), SSR of shell and page, head and state
 * serialisation — against the bare renderToString of the page's component tree with the same
 * data. Target: the full page costs at most twice the bare render. Numbers, not assertions.
 */
export default function listingPageBench(): Promise<void> {
  return listingLikePageBench('listing', async (origin) => {
    const id = await aListingId(origin);
    return { id, url: `${origin}/listing/${id}` };
  });
}

/**
 * The bench itself, for any page the listing page component renders (the listing, a project, a
 * unit: "the bench figures for the project page (same bench as the listing page)").
 */
export async function listingLikePageBench(
  label: string,
  pick: (origin: string) => Promise<{ id: number; url: string }>,
): Promise<void> {
  const portal = await startPortalProcess({ mode: 'production', demoListings: 500, env: { MAP_TILE_URL: '' } });
  try {
    const { id, url } = await pick(portal.url);
    // A returning visitor: the cookies a first visit gets (guest profile, tokens, culture), so each
    // request measures a page view rather than the creation of a guest profile.
    const { state, cookie } = await pageState<{ data: ListingPageData; requestContext: RequestContext }>(url);
    const { data, requestContext: context } = state;
    console.log(`${label} ${id}: ${url} (returning visitor)`);

    await load(url, cookie, 2, 2); // warm-up: JIT, caches, first-request work
    const single = await loadWithCpu(url, cookie, 1, DURATION_S, portal.pid);
    const loaded = await loadWithCpu(url, cookie, CONNECTIONS, DURATION_S, portal.pid);
    const bare = repeat(() => renderListingPage(data, context), DURATION_S * 1000);
    // For the breakdown: the listing alone through /svc (Koa, SQL on PGlite, JSON), no page around it.
    const svc = await loadWithCpu(
      `${portal.url}/svc/listings/v2/listings/${id}?currencyId=EUR&mode=Full`,
      cookie,
      1,
      Math.ceil(DURATION_S / 2),
      portal.pid,
    );

    printRow('full page, 1 connection', single);
    printRow(`full page, ${CONNECTIONS} connections`, loaded);
    printRow('bare renderToString (in process)', bare);
    printRow('listing via /svc, 1 connection', svc);
    printRatios(loaded, bare, 'target <= 2x');
  } finally {
    await portal.stop();
  }
}

export async function aListingId(origin: string): Promise<number> {
  const ids = Array.from({ length: 200 }, (_, i) => i + 1);
  const response = await fetch(`${origin}/svc/listings/v2/listings/ids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ listings: ids }),
  });
  const { listings } = (await response.json()) as { listings: Listing[] };
  // A typical page: live, photos, a named contact; not the lightest possible one.
  const listing = listings.find(
    (l) =>
      !l.isArchived &&
      l.listingClass === 'PropertyListing' &&
      l.images.length >= 6 &&
      l.contactUsers.length > 0 &&
      l.ratings.length > 0,
  );
  if (!listing) throw new Error('no typical listing among ids 1-200');
  return listing.id;
}
