import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { aListingId } from './listingPage';
import { lowEndPageTypes } from './support/firstVisits';
import {
  GENERATED,
  LIBRARY_FAMILIES,
  librariesKb,
  OTHER_PACKAGES,
  OURS,
  pageComposition,
  partOf,
} from './support/pageComposition';
import { gzippedKb, pageScripts } from './support/pageWeight';

/** docs/pages.md §11: the JavaScript a page loads at its start beyond the card's libraries. */
const TARGET_KB = 40;
/** How many of the heaviest files beyond the libraries each page lists. */
const TOP = Number(process.env.BENCH_PAGE_START_TOP ?? 15);

/**
 * `npm run bench -- pageStart`: the gzipped JavaScript each of the low-end profile's nine page
 * types loads at its start beyond the card's libraries (the figure of docs/pages.md §11, without
 * Lighthouse and the 20,000-listing seed), and the files of ours and other packages that make it,
 * heaviest first, read from the build's source maps. `BENCH_PAGES=listing,search` keeps some.
 */
export default async function pageStartBench(): Promise<void> {
  const portal = await startPortalProcess({ mode: 'production', demoListings: 300, env: { MAP_TILE_URL: '' } });
  try {
    const listingId = await aListingId(portal.url);
    const wanted = process.env.BENCH_PAGES?.split(',');
    const pages = (await lowEndPageTypes(portal.url, listingId)).filter(
      (page) => !wanted || wanted.includes(page.name),
    );
    const summary: string[] = [];
    for (const page of pages) {
      const html = await (await fetch(portal.url + page.path)).text();
      const scripts = await pageScripts(portal.url, html);
      const libraries = librariesKb(await pageComposition('dist/client', scripts));
      const beyond = gzippedKb(scripts) - libraries;
      const bySource = await pageComposition('dist/client', scripts, (source) =>
        !source ? GENERATED : partOf(source) === OURS ? source.replace(/^(\.\.\/)+/, '') : packageOf(source),
      );
      const top = [...bySource].filter(([source]) => !isLibrary(source)).sort((a, b) => b[1] - a[1]);
      console.log(
        `\n-- ${page.name} ${page.path}: ${beyond.toFixed(1)} KB beyond the libraries (${libraries.toFixed(1)})`,
      );
      for (const [source, kb] of top.slice(0, TOP)) console.log(`  ${kb.toFixed(2).padStart(6)}  ${source}`);
      summary.push(`${page.name.padEnd(16)} ${beyond.toFixed(1).padStart(6)} KB (target ${TARGET_KB})`);
    }
    console.log('\n-- JS at start beyond the libraries, gzipped');
    for (const line of summary) console.log(line);
  } finally {
    await portal.stop();
  }
}

function packageOf(source: string): string {
  const family = partOf(source);
  return family === OTHER_PACKAGES ? `package ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]}` : family;
}

function isLibrary(source: string): boolean {
  return source in LIBRARY_FAMILIES;
}
