import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { aListingId } from '../listingPage';
import { lowEndPageTypes, type BenchPage } from './firstVisits';
import { benchInteractions, INTERACTION_CPU_SLOWDOWN, interactionTimes } from './interactions';
import { DEFAULT_CPU_SLOWDOWN, lighthouseProfileMedians } from './lighthouseScores';
import { librariesKb, pageComposition } from './pageComposition';
import { gzippedKb, pageScripts } from './pageWeight';

/** A low-end Android's CPU against this machine's, as Lighthouse's slowdown (its default mobile profile is 4). */
export const LOW_END_CPU_SLOWDOWN = 8;

/** The targets of the low-end profile; the figures are printed beside them, never passed or failed. */
const TARGETS = {
  defaultPerformance: 98,
  lowEndTbtMs: 600,
  lowEndLcpMs: 2500,
  interactionMs: 100,
  jsBeyondLibrariesKb: 40,
} as const;

/**
 * The low-end phone profile: a portal as `npm start` serves it (the 20,000-listing demo set, default
 * settings but for map tiles, which would be network at run time), each page on a first visit.
 * Lighthouse's mobile profile and the same with an 8x CPU slowdown, `rounds` runs each, every run
 * shown beside the medians; the gzipped JavaScript each page loads at its start beyond the owner's
 * card's libraries; the time from a click to the next paint of four interactions at 4x
 * (bench/support/interactions).
 */
export async function lowEndPhoneBench(rounds: number, origin?: string): Promise<void> {
  // A portal already started with `npm start` (its dist/ must be this checkout's) spares the seeding.
  const portal = origin
    ? { url: origin, stop: async () => undefined }
    : await startPortalProcess({
        mode: 'production',
        demoListings: 20_000,
        env: { MAP_TILE_URL: '' },
        startTimeoutMs: 20 * 60_000,
      });
  try {
    // The freshly seeded portal's jobs drop cached pages for their first seconds (bench/pages.ts).
    if (!origin) await new Promise((settled) => setTimeout(settled, 20_000));
    const listingId = await aListingId(portal.url);
    const pages = await lowEndPages(portal.url, listingId);
    console.log(
      `\n-- (f) low-end phone: ${portal.url}, ${origin ? 'a running portal' : '20,000 demo listings'}, first visits`,
    );
    for (const page of pages) console.log(`${page.name.padEnd(16)} ${page.path}`);

    const js = new Map<string, number>();
    for (const page of pages) {
      const html = await (await fetch(portal.url + page.path)).text();
      const scripts = await pageScripts(portal.url, html);
      js.set(page.name, gzippedKb(scripts) - librariesKb(await pageComposition('dist/client', scripts)));
    }

    const urls = pages.map((page) => portal.url + page.path);
    const slowdowns = [DEFAULT_CPU_SLOWDOWN, LOW_END_CPU_SLOWDOWN];
    const lighthouse = await lighthouseProfileMedians(urls, rounds, slowdowns);
    const search = pages.find((page) => page.name === 'search')!.path;
    const listing = pages.find((page) => page.name === 'listing')!.path;
    const interactions = await interactionTimes(portal.url, benchInteractions(search, listing), rounds);

    const print = (line: string) => console.log(line);
    print(
      `\n-- Lighthouse mobile (CPU ${DEFAULT_CPU_SLOWDOWN}x) and low-end (CPU ${LOW_END_CPU_SLOWDOWN}x), medians of ${rounds}`,
    );
    if (typeof lighthouse === 'string') print(`not measured: ${lighthouse}`);
    for (const [i, page] of pages.entries()) {
      print(`${page.name}`);
      if (typeof lighthouse !== 'string') {
        const standard = lighthouse.get(DEFAULT_CPU_SLOWDOWN)!.get(urls[i])!;
        const lowEnd = lighthouse.get(LOW_END_CPU_SLOWDOWN)!.get(urls[i])!;
        print(
          `  ${DEFAULT_CPU_SLOWDOWN}x performance ${atLeast(standard.median.performance, TARGETS.defaultPerformance, '')}  runs ${standard.performances.join(' ')}  (LCP ${ms(standard.median.lcpMs)}, TBT ${ms(standard.median.tbtMs)})`,
        );
        print(
          `  ${LOW_END_CPU_SLOWDOWN}x TBT ${atMost(lowEnd.median.tbtMs, TARGETS.lowEndTbtMs, ' ms')}  runs ${lowEnd.tbtsMs.map(ms).join(' ')}`,
        );
        print(
          `  ${LOW_END_CPU_SLOWDOWN}x LCP ${atMost(lowEnd.median.lcpMs, TARGETS.lowEndLcpMs, ' ms')}  runs ${lowEnd.lcpsMs.map(ms).join(' ')}  (performance ${lowEnd.median.performance}, runs ${lowEnd.performances.join(' ')})`,
        );
      }
      print(
        `  JS at first load beyond the card's libraries ${atMost(js.get(page.name)!, TARGETS.jsBeyondLibrariesKb, ' KB', 1)} gzipped`,
      );
    }
    print(
      `\n-- interactions at CPU ${INTERACTION_CPU_SLOWDOWN}x, click to next paint (Event Timing), medians of ${rounds}; '<16' left no entry`,
    );
    if (typeof interactions === 'string') print(`not measured: ${interactions}`);
    else
      for (const [name, runs] of interactions) {
        const times = runs.map((run) => run ?? 0);
        const median = [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)];
        print(
          `${name.padEnd(36)} ${atMost(median, TARGETS.interactionMs, ' ms')}  runs ${runs.map((run) => (run === undefined ? '<16' : Math.round(run))).join(' ')}`,
        );
      }
  } finally {
    await portal.stop();
  }
}

/** The nine page types of the low-end profile, found on the portal's demo data. */
async function lowEndPages(origin: string, listingId: number): Promise<BenchPage[]> {
  const pages = await lowEndPageTypes(origin, listingId);
  for (const page of pages) {
    const response = await fetch(origin + page.path);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.name} ${page.path} answered ${response.status}`);
  }
  return pages;
}

const ms = (value: number) => `${Math.round(value)}`;

/** "93 (target >= 98: 5 short)" or "99 (target >= 98: met)". */
function atLeast(value: number, target: number, unit: string): string {
  if (Number.isNaN(value)) return `n/a (target >= ${target}${unit})`;
  const missed = target - value;
  return `${value}${unit} (target >= ${target}${unit}: ${missed > 0 ? `${missed}${unit} short` : 'met'})`;
}

/** "1230 ms (target <= 600 ms: 2.05x, 630 ms over)" or "420 ms (target <= 600 ms: 0.70x)". */
function atMost(value: number, target: number, unit: string, digits = 0): string {
  if (Number.isNaN(value)) return `n/a (target <= ${target}${unit})`;
  const over = value - target;
  return `${value.toFixed(digits)}${unit} (target <= ${target}${unit}: ${(value / target).toFixed(2)}x${over > 0 ? `, ${over.toFixed(digits)}${unit} over` : ''})`;
}
