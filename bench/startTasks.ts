import { readFileSync, existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { aListingId } from './listingPage';
import { lowEndPageTypes } from './support/firstVisits';
import { packageOf } from './support/pageComposition';
import { percentile } from './support/stats';
import { blockingMs, startTasks, type ProfileNode, type StartTask, type TraceEvent } from './support/startTasks';

const RUNS = Number(process.env.BENCH_START_TASKS_RUNS ?? 3);
/** Tasks shorter than this are not listed (ms): a task of 6.25 ms is 50 ms at 8x. */
const LISTED_MS = Number(process.env.BENCH_START_TASKS_MS ?? 5);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * `npm run bench -- startTasks`: where each of the low-end profile's page types spends the main
 * thread at its start (docs/pages.md §7 "Finding the long tasks"). A first visit in Chromium with
 * no throttling (a 300-listing production portal, a phone's viewport), traced with the CPU
 * profiler; each task over 5 ms with the code it ran, named by the build's source maps (a
 * package, a file of ours, or the engine's own work: `(program)` is style, layout and the like),
 * and Lighthouse's blocking time estimated at 4x and 8x from those tasks, `RUNS` visits each with
 * the median. The estimate counts the tasks before the first paint too, which Lighthouse does not,
 * and tracing costs time of its own: compare builds with this, on one machine, one after the other.
 * `BENCH_PAGES=listing,search` keeps some.
 */
export default async function startTasksBench(): Promise<void> {
  const portal = await startPortalProcess({ mode: 'production', demoListings: 300, env: { MAP_TILE_URL: '' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const wanted = process.env.BENCH_PAGES?.split(',');
    const pages = (await lowEndPageTypes(portal.url, await aListingId(portal.url))).filter(
      (page) => !wanted || wanted.includes(page.name),
    );
    const summary: string[] = [];
    for (const page of pages) {
      const runs: StartTask[][] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const tasks = await tracedVisit(browser, portal.url + page.path);
        if (tasks) runs.push(tasks);
        else console.log(`${page.name}: run ${run + 1} not counted, its trace has no parse of the page`);
      }
      if (runs.length === 0) continue;
      console.log(`\n-- ${page.name} ${page.path}: tasks over ${LISTED_MS} ms of the first visit (ms from navigation)`);
      for (const task of runs[0].filter((task) => task.durationMs > LISTED_MS))
        console.log(
          `  ${task.startMs.toFixed(0).padStart(6)} ${task.durationMs.toFixed(1).padStart(6)}  ` +
            task.bySource
              .slice(0, 4)
              .map(([source, ms]) => `${source} ${ms.toFixed(1)}`)
              .join(' | '),
        );
      const at = (slowdown: number) => runs.map((tasks) => blockingMs(tasks, slowdown));
      summary.push(
        `${page.name.padEnd(16)} in tasks over 5 ms ${median(
          runs.map((tasks) => tasks.reduce((sum, task) => sum + task.durationMs, 0)),
        )
          .toFixed(0)
          .padStart(5)} ms` +
          `  blocking at 4x ${median(at(4)).toFixed(0).padStart(5)}  at 8x ${median(at(8)).toFixed(0).padStart(5)}` +
          `  (8x runs ${at(8)
            .map((ms) => ms.toFixed(0))
            .join(' ')})`,
      );
    }
    console.log(
      `\n-- the start's main thread, medians of ${RUNS} first visits (blocking: Lighthouse's estimate from the tasks)`,
    );
    for (const line of summary) console.log(line);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

async function tracedVisit(browser: Browser, url: string): Promise<StartTask[] | undefined> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // The personal part, the lazy parts and the idle work of the start settle in this time.
    await page.waitForTimeout(4_000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    // Under 5 ms a task blocks nothing even at 8x (40 ms).
    return startTasks(trace.traceEvents, url, sourceOfFrame(), 5);
  } finally {
    await context.close();
  }
}

/** A frame's source by the build's source maps: a package's name, a file of ours, or the engine's work. */
function sourceOfFrame(): (frame: ProfileNode['callFrame']) => string {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  return (frame) => {
    if (!frame.url) return frame.functionName || '(native)';
    const path = new URL(frame.url).pathname;
    if (!maps.has(path)) {
      const file = `dist/client${path}.map`;
      maps.set(
        path,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : undefined,
      );
    }
    const source = maps
      .get(path)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return path.split('/').pop()!;
    return packageOf(source) ?? source.replace(/^(\.\.\/)+/, '');
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
