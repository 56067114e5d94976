import { parse } from '@brillout/json-serializer/parse';
import autocannon, { type Result } from 'autocannon';
import type { RequestContext } from '../application/portal/RequestContext';
import type { Listing } from '../domain/listings/Listing';
import { startPortalProcess } from '../infrastructure/listings/contract/portalProcess';
import type { ListingPageData } from '../presentation/listings/ListingPageData';
import { renderListingPage } from './listingPageRender';
import { fixed, summarise, type Summary } from './support/stats';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);

/**
 * The listing page as a visitor gets it — the production build, through Koa, culture and
 * currency resolution, the data hook (SQL on PGlite), SSR of shell and page, head and state
 * serialisation — against the bare renderToString of the page's component tree with the same
 * data. Target: the full page costs at most twice the bare render. Numbers, not assertions.
 */
export default async function listingPageBench(): Promise<void> {
  const portal = await startPortalProcess({ mode: 'production', demoListings: 500, env: { MAP_TILE_URL: '' } });
  try {
    const id = await aListingId(portal.url);
    const url = `${portal.url}/listing/${id}`;
    // A returning visitor: the cookies a first visit gets (guest profile, tokens, culture), so each
    // request measures a page view rather than the creation of a guest profile.
    const { data, context, cookie } = await pageState(url);
    console.log(`listing ${id}: ${url} (returning visitor)`);

    await load(url, cookie, 2, 2); // warm-up: JIT, caches, first-request work
    const single = await load(url, cookie, 1, DURATION_S);
    const loaded = await load(url, cookie, CONNECTIONS, DURATION_S);
    const bare = bareRenders(data, context, DURATION_S * 1000);
    // For the breakdown: the listing alone through /svc (Koa, SQL on PGlite, JSON), no page around it.
    const svc = await load(`${portal.url}/svc/listings/v2/listings/${id}?currencyId=EUR&mode=Full`, cookie, 1, Math.ceil(DURATION_S / 2));

    const row = (name: string, s: Summary) => console.log(`${name.padEnd(34)} ${fixed(s.perSecond).padStart(9)} /s   p50 ${fixed(s.p50, 2).padStart(7)} ms   p95 ${fixed(s.p95, 2).padStart(7)} ms   (${s.samples} samples)`);
    row('full page, 1 connection', single);
    row(`full page, ${CONNECTIONS} connections`, loaded);
    row('bare renderToString (in process)', bare);
    row('listing via /svc, 1 connection', svc);
    console.log(`cost ratio full/bare (throughput): ${fixed(bare.perSecond / loaded.perSecond, 2)}x   (p50 latency, 1 connection: ${fixed(single.p50 / bare.p50, 2)}x)   target <= 2x`);
  } finally {
    await portal.stop();
  }
}

async function aListingId(origin: string): Promise<number> {
  const ids = Array.from({ length: 200 }, (_, i) => i + 1);
  const response = await fetch(`${origin}/svc/listings/v2/listings/ids`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ listings: ids }) });
  const { listings } = (await response.json()) as { listings: Listing[] };
  // A typical page: live, photos, a named contact; not the lightest possible one.
  const listing = listings.find((l) => !l.isArchived && l.listingClass === 'PropertyListing' && l.images.length >= 6 && l.contactUsers.length > 0 && l.ratings.length > 0);
  if (!listing) throw new Error('no typical listing among ids 1-200');
  return listing.id;
}

/** The data and request context exactly as the server rendered the page with them: Vike's serialised page context. */
async function pageState(url: string): Promise<{ data: ListingPageData; context: Pick<RequestContext, 'culture' | 'currency' | 'portal'>; cookie: string }> {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const html = await response.text();
  const json = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no serialised page context in the page');
  const state = parse(json) as { data: ListingPageData; requestContext: RequestContext };
  return { data: state.data, context: state.requestContext, cookie };
}

/** Per-request latencies from autocannon's response events, so p95 is a real percentile (autocannon reports p97.5). */
function load(url: string, cookie: string, connections: number, durationS: number): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const started = performance.now();
    const instance = autocannon({ url, connections, duration: durationS, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip', cookie } }, (error: Error | null, result: Result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`));
      resolve(summarise(latencies, performance.now() - started));
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function bareRenders(data: ListingPageData, context: Pick<RequestContext, 'culture' | 'currency' | 'portal'>, budgetMs: number): Summary {
  for (let i = 0; i < 50; i += 1) renderListingPage(data, context);
  const durations: number[] = [];
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    const t = performance.now();
    renderListingPage(data, context);
    durations.push(performance.now() - t);
  }
  return summarise(durations, performance.now() - started);
}
