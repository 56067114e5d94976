import { register } from 'node:module';

/**
 * `npm run bench`: every bench in turn, each printing its numbers and ratios (never a pass or
 * fail: STYLE "bench/ speed and memory, reported as numbers and ratios"). A bench is a module
 * whose default export runs it; add yours to BENCHES. `npm run bench -- listingPage` runs one.
 */
const BENCHES: Record<string, () => Promise<{ default: () => Promise<void> }>> = {
  alerts: () => import('./alerts'),
  duplicates: () => import('./duplicates'),
  import: () => import('./import'),
  importPictures: () => import('./importPictures'),
  layoutShift: () => import('./layoutShift'),
  listingPage: () => import('./listingPage'),
  load: () => import('./load'),
  pages: () => import('./pages'),
  pageStart: () => import('./pageStart'),
  startTasks: () => import('./startTasks'),
  projectPage: () => import('./projectPage'),
  search: () => import('./search'),
  searchIndex: () => import('./searchIndex'),
  searchPage: () => import('./searchPage'),
  similarListings: () => import('./similarListings'),
  soak: () => import('./soak'),
  statistics: () => import('./statistics'),
  valuation: () => import('./valuation'),
};

// Measure what production runs: React's and MobX's production builds are picked at import time.
process.env.NODE_ENV ??= 'production';

// Benches that render components import their CSS modules: Node needs to be told what those are.
register('./support/cssModuleHooks.mjs', import.meta.url);

const wanted = process.argv.slice(2);
for (const [name, load] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  await (await load()).default();
}
