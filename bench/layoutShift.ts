import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, request, type Browser } from 'playwright-core';
import { startPortalProcess } from '#test/harness/servers/portalProcess';
import { aListingId } from './listingPage';
import { signedInVisitor } from './support/signedInVisitor';

const WIDTHS = [390, 1280] as const;
const CULTURES = ['en', 'de'] as const;
/** Long enough for hydration, the personal part (GET /svc/portal/visitor) and lazy chunks to land. */
const SETTLE_MS = 2500;

/**
 * "No layout shift when the personal part arrives": Chromium's layout-shift
 * entries (PerformanceObserver, buffered, shifts after input excluded) summed per page load, for
 * the home, search and listing pages at 390 and 1280 px, anonymous and signed in, in en and de.
 * A screenshot of each settled page goes to LAYOUT_SHIFT_SHOTS (default /tmp/layout-shift) to look at.
 * Numbers, never a pass or fail.
 */
export default async function layoutShiftBench(): Promise<void> {
  const shots = process.env.LAYOUT_SHIFT_SHOTS ?? '/tmp/layout-shift';
  mkdirSync(shots, { recursive: true });
  const portal = await startPortalProcess({
    mode: 'production',
    demoListings: 500,
    env: { MAP_TILE_URL: '', IDENTITY_MAIL_VIEWER: 'true', IDENTITY_ACCESS_TOKEN_TTL: '3600' },
  });
  let browser: Browser | undefined;
  try {
    const pages = { home: '/', search: '/switzerland/buy', listing: `/listing/${await aListingId(portal.url)}` };
    const signedIn = await signedInVisitor(portal.url);
    // The third case is the one the personal part exists for: a signed-in visitor handed the shared
    // page (a CDN's copy), whose header, menu and counters arrive after hydration.
    const visitors = {
      anonymous: { cookie: '', sharedPage: false, country: undefined },
      // Located by the CDN in a country with a portal of its own: the portal suggestion comes too.
      fromGermany: { cookie: '', sharedPage: false, country: 'DE' },
      signedIn: { cookie: signedIn, sharedPage: false, country: undefined },
      signedInShared: { cookie: signedIn, sharedPage: true, country: undefined },
    };
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    for (const [visitor, { cookie, sharedPage, country }] of Object.entries(visitors)) {
      for (const culture of CULTURES) {
        for (const width of WIDTHS) {
          const row: string[] = [];
          for (const [name, pagePath] of Object.entries(pages)) {
            const cls = await layoutShift(
              browser,
              portal.url + pagePath,
              { cookie, sharedPage, country, culture, width },
              (file) => path.join(shots, `${name}-${visitor}-${culture}-${width}.${file}`),
            );
            row.push(`${name} ${cls.toFixed(4)}`);
          }
          console.log(`${visitor.padEnd(14)} ${culture} ${String(width).padStart(4)} px   CLS  ${row.join('   ')}`);
        }
      }
    }
  } finally {
    await browser?.close();
    await portal.stop();
  }
}

async function layoutShift(
  browser: Browser,
  url: string,
  visit: { cookie: string; sharedPage: boolean; country?: string; culture: string; width: number },
  shotPath: (extension: string) => string,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: visit.width, height: 900 },
    // What Cloudflare adds in front of the portal (COUNTRY_HEADER's default).
    extraHTTPHeaders: visit.country ? { 'cf-ipcountry': visit.country } : {},
  });
  try {
    const { hostname } = new URL(url);
    const cookies = visit.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
    await context.addCookies(
      [...cookies.filter((c) => c.name !== 'culture'), { name: 'culture', value: visit.culture }].map((c) => ({
        ...c,
        domain: hostname,
        path: '/',
      })),
    );
    const page = await context.newPage();
    if (visit.sharedPage) {
      // The document as an anonymous visitor of this culture gets it, fetched outside the browser
      // (the page's own request context would store that visitor's cookies over the signed-in ones).
      await page.route(url, async (route) => {
        const anonymous = await request.newContext();
        try {
          const response = await anonymous.get(url, { headers: { cookie: `culture=${visit.culture}` } });
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(([name]) => name !== 'set-cookie'),
          );
          await route.fulfill({ status: response.status(), headers, body: await response.body() });
        } finally {
          await anonymous.dispose();
        }
      });
    }
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const seen = { total: 0, moved: [] as string[] };
      (window as unknown as { __shifts: typeof seen }).__shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          seen.total += entry.value;
          for (const { node, previousRect: from, currentRect: to } of entry.sources) {
            const name = node ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ')[0]}` : '?';
            seen.moved.push(
              `${entry.value.toFixed(4)} ${name} (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: shotPath('png') });
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts,
    );
    for (const moved of shifts.moved) console.log(`    ${url} moved: ${moved}`);
    return shifts.total;
  } finally {
    await context.close();
  }
}
