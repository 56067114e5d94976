import type { RequestContext } from '#application/portal/RequestContext';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import type { SearchPageData } from '#presentation/search/SearchPageData';
import { renderSearchPage } from './searchPageRender';
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

/** A typical landing: a country-wide sale search, first page, default sort, with its facet counts. */
const SEARCH_PATH = process.env.BENCH_SEARCH_PATH ?? '/switzerland/buy';

/**
 * The search results page as a visitor gets it: production build, Koa, culture and
 * currency, the data hook running the search with facets in process (the in-memory index on
 * PGlite), SSR of shell, head and page, state serialisation, compression — against the bare
 * renderToString of the page's own tree with the same data. Target: the full page reaches at
 * least half the bare render's throughput (a cost ratio of at most 2). Numbers, not assertions.
 */
export default async function searchPageBench(): Promise<void> {
  const portal = await startPortalProcess({ mode: 'production', demoListings: 2000, env: { MAP_TILE_URL: '' } });
  try {
    const url = `${portal.url}${SEARCH_PATH}`;
    const { state, cookie } = await pageState<{ data: SearchPageData; requestContext: RequestContext }>(url);
    const { data, requestContext } = state;
    console.log(`search ${url}: ${data.results.total} results, ${data.results.cards.length} cards (returning visitor)`);

    await load(url, cookie, 2, 2);
    const single = await loadWithCpu(url, cookie, 1, DURATION_S, portal.pid);
    const loaded = await loadWithCpu(url, cookie, CONNECTIONS, DURATION_S, portal.pid);
    const bare = repeat(() => renderSearchPage(data, requestContext), DURATION_S * 1000);

    printRow('full page, 1 connection', single);
    printRow(`full page, ${CONNECTIONS} connections`, loaded);
    printRow('bare renderToString (in process)', bare);
    printRatios(loaded, bare, 'target <= 2x (at least half the bare throughput)');
  } finally {
    await portal.stop();
  }
}
