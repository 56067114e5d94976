import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { administer, withDatabase } from '#test/harness/db/openTestDatabase';
import { countVisitorRows, rowsChanged } from '#test/harness/db/visitorRows';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { TestBrowser } from '#test/harness/identity/TestBrowser';
import { CONNECTIONS, loadWithCpu, printRow } from './pageLoad';

/** A browser's User-Agent (a first visit from a search engine's result, an ad, a shared link). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Rounds of each kind of visitor, interleaved; the medians are compared. */
const ROUNDS = 3;

type Run = Awaited<ReturnType<typeof loadWithCpu>>;

/** The run whose throughput is the median of its kind. */
function median(runs: readonly Run[]): Run {
  return [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)];
}

export interface BenchPage {
  name: string;
  path: string;
}

/**
 * The first visit against the returning visitor and the crawler, one page after another in one
 * run (docs/pages.md "What a first visit gets"): no cookies and a browser's User-Agent; the cookies
 * of a guest who has a profile (the cookie banner accepted); Googlebot. Target: first/returning >= 0.9x.
 */
export async function firstVisitThroughput(
  origin: string,
  pid: number,
  pages: readonly BenchPage[],
  durationS: number,
): Promise<string[]> {
  const summary: string[] = [];
  for (const page of pages) {
    const url = origin + page.path;
    const guest = new TestBrowser(origin);
    await guest.startGuest(page.path);
    const returningCookie = [...guest.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const browser = { 'user-agent': BROWSER_UA };
    // Warm-up: the node's cache entry and the JIT, for all three.
    for (const [cookie, headers] of [
      ['', browser],
      [returningCookie, browser],
      ['', { 'user-agent': CRAWLER_UA }],
    ] as const)
      await loadWithCpu(url, cookie, 2, 1, pid, headers);
    console.log(`\n-- first visit, ${page.name}: ${url}`);
    // Interleaved rounds, medians kept: a job or a GC pause of the portal falls on one round of one
    // kind, not on the whole measure of whichever kind ran at that moment.
    const runs: Record<'first' | 'returning' | 'crawler', Run[]> = { first: [], returning: [], crawler: [] };
    const roundS = Math.max(2, durationS / ROUNDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.first.push(await loadWithCpu(url, '', CONNECTIONS, roundS, pid, browser));
      runs.returning.push(await loadWithCpu(url, returningCookie, CONNECTIONS, roundS, pid, browser));
      runs.crawler.push(await loadWithCpu(url, '', CONNECTIONS, roundS, pid, { 'user-agent': CRAWLER_UA }));
    }
    for (const [kind, label] of [
      ['first', 'first visit (no cookies, browser UA)'],
      ['returning', 'returning guest (profile cookies)'],
      ['crawler', 'crawler (Googlebot UA)'],
    ] as const)
      runs[kind].forEach((run, round) => printRow(`${label} #${round + 1}`, run));
    const first = median(runs.first);
    const returning = median(runs.returning);
    const crawler = median(runs.crawler);
    const ratio = first.perSecond / returning.perSecond;
    console.log(
      `medians of ${ROUNDS}: first/returning ${ratio.toFixed(2)}x (target >= 0.9x), first visit p95 ${first.p95.toFixed(1)} ms`,
    );
    summary.push(
      `${page.name.padEnd(12)} first ${first.perSecond.toFixed(0)}/s · returning ${returning.perSecond.toFixed(0)}/s · crawler ${crawler.perSecond.toFixed(0)}/s · first/returning ${ratio.toFixed(2)}x`,
    );
  }
  return summary;
}

/**
 * Database rows a visitor's requests can write (test/harness/db/visitorRows), per 1,000
 * first visits spread over the pages, on a portal of its own over a fresh PostgreSQL database (the
 * bench reads the rows while the portal runs; PGlite lives inside the portal's process). Target: 0.
 * Undefined when no PostgreSQL is configured (BENCH_DATABASE_URL or DATABASE_URL).
 */
export async function rowsPerThousandFirstVisits(
  pathsOf: (origin: string) => Promise<readonly BenchPage[]>,
): Promise<{ rows: number; changed: Record<string, number> } | undefined> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) return undefined;
  const name = `bench_first_visits_${process.pid}`;
  const admin = (statement: string) => administer(base, statement);
  await admin(`create database "${name}"`);
  const databaseUrl = withDatabase(base, name);
  const portal = await startPortalProcess({
    mode: 'production',
    demoListings: 200,
    env: { MAP_TILE_URL: '', DATABASE_URL: databaseUrl },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle(pool);
    const pages = await pathsOf(portal.url);
    const before = await countVisitorRows(db);
    for (let visit = 0; visit < 1000; visit++) {
      const page = pages[visit % pages.length];
      const response = await fetch(portal.url + page.path, {
        headers: { accept: 'text/html', 'user-agent': BROWSER_UA, 'accept-language': 'en' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    }
    const changed = rowsChanged(before, await countVisitorRows(db));
    return { rows: Object.values(changed).reduce((sum, count) => sum + Math.abs(count), 0), changed };
  } finally {
    await pool.end();
    await portal.stop();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

/** The six pages the first-visit figures are for, found on the portal's demo data. */
export async function firstVisitPages(origin: string, listingId: number): Promise<BenchPage[]> {
  const ids = Array.from({ length: 200 }, (_, i) => i + 1);
  const response = await fetch(`${origin}/svc/listings/v2/listings/ids?mode=Light`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ listings: ids }),
  });
  const { listings } = (await response.json()) as {
    listings: { id: number; listingClass: string; isArchived: boolean; projectId?: number }[];
  };
  const project = listings.find((l) => l.listingClass === 'ProjectListing' && !l.isArchived && l.projectId);
  // A project's listing address redirects to the project's own: bench the final address.
  const projectPath = project
    ? new URL((await fetch(`${origin}/listing/${project.id}`, { redirect: 'follow' })).url).pathname
    : undefined;
  const listingHtml = await (await fetch(`${origin}/listing/${listingId}`)).text();
  const agentPath = /href="(\/agent\/[^"?#]+)"/.exec(listingHtml)?.[1];
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/switzerland/buy' },
    { name: 'listing', path: `/listing/${listingId}` },
    ...(projectPath ? [{ name: 'project', path: projectPath }] : []),
    ...(agentPath ? [{ name: 'agent', path: agentPath }] : []),
    { name: 'house prices', path: '/switzerland/zurich-region/house-price' },
  ];
}

/** The low-end profile's nine page types (docs/pages.md §11), on a portal with demo data. */
export async function lowEndPageTypes(origin: string, listingId: number): Promise<BenchPage[]> {
  const byName = new Map((await firstVisitPages(origin, listingId)).map((page) => [page.name, page]));
  return [
    ...['home', 'search', 'listing', 'project', 'agent'].flatMap((name) => byName.get(name) ?? []),
    { name: 'agents by place', path: '/switzerland/zurich-region/agents' },
    ...(byName.get('house prices') ? [byName.get('house prices')!] : []),
    { name: 'wizard', path: '/my-properties/create' },
    { name: 'article', path: '/buying-guide' },
  ];
}
