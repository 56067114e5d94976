import type { RequestContext } from '#application/portal/RequestContext';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import type { ContentPageData } from '#presentation/content/ContentPageData';
import type { ListingPageData } from '#presentation/listings/ListingPageData';
import type { PlaceStatisticsPageData } from '#presentation/places/statistics/PlaceStatisticsPageData';
import type { SearchPageData } from '#presentation/search/SearchPageData';
import { renderHomePage } from './homePageRender';
import { aListingId } from './listingPage';
import { renderListingPage } from './listingPageRender';
import { renderSearchPage } from './searchPageRender';
import { renderStatisticsPage } from './statisticsPageRender';
import { frameworkFloor } from './support/frameworkFloor';
import { lighthouseMedians } from './support/lighthouseScores';
import { lowEndPhoneBench } from './support/lowEndPhone';
import {
  CONNECTIONS,
  DURATION_S,
  load,
  loadWithCpu,
  pageState,
  printRow,
  repeat,
  withServerCpu,
} from './support/pageLoad';
import {
  GENERATED,
  LIBRARY_FAMILIES,
  librariesKb,
  OTHER_PACKAGES,
  OURS,
  pageComposition,
} from './support/pageComposition';
import { gzippedKb, pageScripts } from './support/pageWeight';
import { signedInVisitor } from './support/signedInVisitor';
import { firstVisitPages, firstVisitThroughput, rowsPerThousandFirstVisits } from './support/firstVisits';
import { wrkAvailable, wrkLoad } from './support/wrkLoad';

/** The page-speed budgets: gzipped JS before the map, per page. */
const JS_BUDGET_KB = { home: 100, search: 120, listing: 110, statistics: 100 } as const;

/**
 * For the home, search, listing and house-price pages of the production build:
 * (a) a shared page from the node's cache (a returning anonymous visitor) against the bare
 * renderToString of the page's own tree (target: at least 1.0x its throughput);
 * (b) a signed-in visitor's CPU per page against the bare render (target: at most 3x), twice: their
 * page view as it is served (the shared page, from the node's cache) and the uncached render, on a
 * second portal with the page cache off (PAGE_CACHE_MB=0: every page is a miss, as after an
 * invalidation or on a page the node does not hold);
 * (c) gzipped JS per page against the budgets; (d) Lighthouse mobile (target: performance 95, accessibility 100);
 * (e) the first visit (no cookies, a browser's User-Agent) beside a returning guest and a crawler,
 * for home, search, listing, project, agent and house-price pages (target: first/returning >= 0.9x),
 * and the database rows 1,000 first visits write (target: 0; on PostgreSQL, BENCH_DATABASE_URL or
 * DATABASE_URL). BENCH_FIRST_VISITS=only runs (e) alone, =off skips it.
 * (f) the low-end phone profile (bench/support/lowEndPhone), on a portal of its own as `npm start`
 * serves it (20,000 demo listings), after the others: Lighthouse with an 8x CPU slowdown beside the
 * default profile, the JS beyond the card's libraries and four interactions' click-to-paint times at
 * 4x, for nine page types, BENCH_LOW_END_RUNS (default 5) runs each. BENCH_LOW_END=only runs (f)
 * alone, =off skips it; BENCH_LOW_END_ORIGIN=http://host:port measures a portal already started by
 * `npm start` from this checkout instead (the JS figures read its dist/).
 * Numbers and ratios, never a pass or fail.
 */
export default async function pagesBench(): Promise<void> {
  const lowEnd = process.env.BENCH_LOW_END ?? 'on';
  if (lowEnd !== 'only') await servedPagesBench();
  if (lowEnd !== 'off')
    await lowEndPhoneBench(Number(process.env.BENCH_LOW_END_RUNS ?? 5), process.env.BENCH_LOW_END_ORIGIN);
}

/** (a) to (e), on the 500-listing portals. */
async function servedPagesBench(): Promise<void> {
  const env = { MAP_TILE_URL: '', IDENTITY_MAIL_VIEWER: 'true', IDENTITY_ACCESS_TOKEN_TTL: '3600' };
  const portal = await startPortalProcess({ mode: 'production', demoListings: 500, env });
  const uncachedPortal = await startPortalProcess({
    mode: 'production',
    demoListings: 500,
    env: { ...env, PAGE_CACHE_MB: '0' },
  });
  try {
    const listingId = await aListingId(portal.url);
    const signedIn = await signedInVisitor(portal.url);
    const signedInUncached = await signedInVisitor(uncachedPortal.url);
    type State = { data: unknown; requestContext: RequestContext };
    const pages = [
      { name: 'home', path: '/', bare: (s: State) => renderHomePage(s.data as ContentPageData, s.requestContext) },
      {
        name: 'search',
        path: '/switzerland/buy',
        bare: (s: State) => renderSearchPage(s.data as SearchPageData, s.requestContext),
      },
      {
        name: 'listing',
        path: `/listing/${listingId}`,
        bare: (s: State) => renderListingPage(s.data as ListingPageData, s.requestContext),
      },
      {
        name: 'statistics',
        path: '/switzerland/zurich-region/house-price',
        bare: (s: State) => renderStatisticsPage(s.data as PlaceStatisticsPageData, s.requestContext),
      },
    ] as const;
    // BENCH_PAGES=statistics,search measures those pages only.
    const wanted = process.env.BENCH_PAGES?.split(',');

    // (e) first, on the quiet portal: what most page views of the site are.
    const firstVisits = process.env.BENCH_FIRST_VISITS ?? 'on';
    const firstSummary: string[] = [];
    if (firstVisits !== 'off') {
      // The freshly seeded portal's jobs (the duplicate rule over the whole change log) drop cached
      // pages for their first seconds: the first page measured would pay for it, whoever asked.
      await new Promise((settled) => setTimeout(settled, 20_000));
      const benchPages = await firstVisitPages(portal.url, listingId);
      firstSummary.push(
        ...(await firstVisitThroughput(
          portal.url,
          portal.pid,
          benchPages,
          Number(process.env.BENCH_FIRST_VISIT_S ?? 8),
        )),
      );
      const rows = await rowsPerThousandFirstVisits(async (origin) =>
        firstVisitPages(origin, await aListingId(origin)),
      );
      const rowsLine = rows
        ? `rows written by 1,000 first visits: ${rows.rows} (target 0)${rows.rows ? ` ${JSON.stringify(rows.changed)}` : ''}`
        : 'rows written by 1,000 first visits: not measured (set BENCH_DATABASE_URL or DATABASE_URL to a PostgreSQL server)';
      console.log(`\n(e) ${rowsLine}`);
      firstSummary.push(rowsLine);
      if (firstVisits === 'only') {
        console.log('\n-- summary (e)');
        for (const line of firstSummary) console.log(line);
        return;
      }
    }

    // (a) by wrk as well when it is installed: autocannon's JavaScript costs more per request than a
    // cached page does, so with the cores shared it measures itself (docs/pages.md §8).
    const withWrk = await wrkAvailable();
    if (!withWrk)
      console.log('(a) by autocannon only: `apt-get install wrk` adds the measure the generator does not bound');
    const summary: string[] = [];
    for (const page of pages) {
      if (wanted && !wanted.includes(page.name)) continue;
      const url = portal.url + page.path;
      const { state, cookie } = await pageState<State>(url);
      console.log(`\n-- ${page.name}: ${url}`);
      await load(url, cookie, 2, 2); // warm-up: JIT, the cache entry
      const cached = await loadWithCpu(url, cookie, CONNECTIONS, DURATION_S, portal.pid);
      const cachedByWrk = withWrk
        ? await withServerCpu(portal.pid, () => wrkLoad(url, cookie, CONNECTIONS, DURATION_S))
        : undefined;
      await load(url, signedIn, 2, 2);
      const personal = await loadWithCpu(url, signedIn, CONNECTIONS, DURATION_S, portal.pid);
      // The same demo data (seeded), so the same path is the same page there.
      const uncachedUrl = uncachedPortal.url + page.path;
      await load(uncachedUrl, signedInUncached, 2, 2);
      const uncached = await loadWithCpu(uncachedUrl, signedInUncached, CONNECTIONS, DURATION_S, uncachedPortal.pid);
      const bare = repeat(() => page.bare(state), DURATION_S * 1000);
      const html = await (await fetch(url, { headers: { cookie } })).text();
      const scripts = await pageScripts(portal.url, html);
      const js = { kb: gzippedKb(scripts), files: scripts.length };
      // The portal serves the build in dist/ of this checkout; its source maps stay there.
      const composition = await pageComposition('dist/client', scripts);
      const libraries = librariesKb(composition);
      printRow(`cached anonymous, ${CONNECTIONS} connections`, cached);
      if (cachedByWrk) printRow(`cached anonymous, wrk, ${CONNECTIONS} conn.`, cachedByWrk);
      printRow(`signed-in page view, ${CONNECTIONS} conn.`, personal);
      printRow(`uncached render, signed in, ${CONNECTIONS} c.`, uncached);
      printRow('bare renderToString (in process)', bare);
      const ratioA = cached.perSecond / bare.perSecond;
      const ratioAByWrk = cachedByWrk && cachedByWrk.perSecond / bare.perSecond;
      const ratioB = personal.cpuMsPerRequest / bare.cpuMsPerRequest;
      const ratioUncached = uncached.cpuMsPerRequest / bare.cpuMsPerRequest;
      const budget = JS_BUDGET_KB[page.name];
      console.log(`(a) cached/bare throughput ${ratioA.toFixed(2)}x by autocannon (target >= 1.0x)`);
      if (ratioAByWrk) console.log(`(a) cached/bare throughput ${ratioAByWrk.toFixed(2)}x by wrk (target >= 1.0x)`);
      console.log(`(b) signed-in page view/bare CPU per page ${ratioB.toFixed(2)}x (target <= 3x)`);
      console.log(`(b) uncached render, signed in/bare CPU per page ${ratioUncached.toFixed(2)}x (target <= 3x)`);
      console.log(`(c) JS ${js.kb.toFixed(1)} KB gzipped in ${js.files} files (budget ${budget} KB)`);
      const parts = [...Object.keys(LIBRARY_FAMILIES), OTHER_PACKAGES, GENERATED, OURS];
      console.log(
        `(c) made of, by the build's source maps (KB): ${parts.map((part) => `${part} ${(composition.get(part) ?? 0).toFixed(1)}`).join(' · ')}`,
      );
      console.log(
        `(c) the libraries alone ${libraries.toFixed(1)} KB: the budget leaves ${(budget - libraries).toFixed(1)} KB for all the rest: our code, other packages, Vike's page list and the bundler's glue (now ${(js.kb - libraries).toFixed(1)} KB)`,
      );
      summary.push(
        `${page.name.padEnd(8)} (a) ${ratioA.toFixed(2)}x${ratioAByWrk ? `, wrk ${ratioAByWrk.toFixed(2)}x` : ''}   (b) ${ratioB.toFixed(2)}x, uncached ${ratioUncached.toFixed(2)}x   (c) ${js.kb.toFixed(1)}/${budget} KB, libraries alone ${libraries.toFixed(1)} KB`,
      );
    }

    // What (c) cannot go below while the owner's card's browser libraries stay: the budgets read against it.
    const floor = await frameworkFloor();
    console.log('\n-- (c) the floor: the browser libraries alone, gzipped');
    for (const [name, kb] of floor.parts) console.log(`${name.padEnd(28)} ${kb.toFixed(1)} KB`);
    console.log(
      `${'together'.padEnd(28)} ${floor.totalKb.toFixed(1)} KB, before Vike's client and any code of ours (budgets ${Object.values(JS_BUDGET_KB).join(' / ')} KB)`,
    );

    const rounds = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    console.log(`\n-- (d) Lighthouse, mobile: median of ${rounds} runs per page, the pages in turn`);
    // BENCH_LIGHTHOUSE=off skips (d): an A/B of (a)-(c) against another build in the same minutes.
    const scores =
      process.env.BENCH_LIGHTHOUSE === 'off'
        ? 'BENCH_LIGHTHOUSE=off'
        : await lighthouseMedians(
            pages.filter((page) => !wanted || wanted.includes(page.name)).map((page) => portal.url + page.path),
            rounds,
          );
    if (typeof scores === 'string') console.log(`not measured: ${scores}`);
    else
      for (const [url, { median, performances }] of scores)
        console.log(
          `${url.padEnd(48)} performance ${median.performance} (runs ${performances.join(' ')})   accessibility ${median.accessibility}   CLS ${median.cls.toFixed(3)}   FCP ${Math.round(median.fcpMs)} ms   LCP ${Math.round(median.lcpMs)} ms   TBT ${Math.round(median.tbtMs)} ms`,
        );
    console.log('\n-- summary');
    for (const line of summary) console.log(line);
    for (const line of firstSummary) console.log(`(e) ${line}`);
  } finally {
    await Promise.all([portal.stop(), uncachedPortal.stop()]);
  }
}
