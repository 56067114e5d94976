import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { STATS_GRAPH_POINTS } from '#domain/places/statistics/priceStatistics';
import { scenarioPage, serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

/** Browser steps on a loaded machine take seconds, not Cucumber's default 5 s. */
const STEP = { timeout: 180_000 };
const LOAD = { waitUntil: 'load' as const, timeout: 120_000 };

/** The listing the scenario's people viewed. */
const viewed = new WeakMap<PortalWorld, { id: string; people: number }>();

/** The name of the rated place the visitor followed. */
const followed = new WeakMap<PortalWorld, string>();

async function open(world: PortalWorld, href: string) {
  const page = scenarioPage(world);
  const response = await page.goto(
    new URL(href, page.url() === 'about:blank' ? serverUrl(world) : page.url()).toString(),
    LOAD,
  );
  assert.equal(response?.status(), 200, `${href} answered ${response?.status()}`);
}

When(
  'the visitor opens the house prices of {string} on a {int} px wide screen',
  STEP,
  async function (this: PortalWorld, slugs: string, width: number) {
    await scenarioPage(this).setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await open(this, `${serverUrl(this)}/${slugs}/house-price`);
  },
);

When('the visitor opens the house prices of the whole portal', STEP, async function (this: PortalWorld) {
  await scenarioPage(this).setViewportSize({ width: 1280, height: 900 });
  await open(this, `${serverUrl(this)}/house-price`);
});

Then("the page's heading is {string}", STEP, async function (this: PortalWorld, heading: string) {
  const h1 = await scenarioPage(this).getByRole('heading', { level: 1 }).textContent();
  assert.equal(h1?.trim(), heading);
});

Then('it shows figures per m², a year graph of 12 points and its table', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  const figures = page.getByTestId('statistics-figure');
  assert.ok((await figures.count()) > 0, 'no figures');
  assert.match((await figures.first().textContent()) ?? '', /per m²/);
  const graph = page.locator('section[aria-labelledby^="graph-"]').first();
  assert.equal(await graph.locator('table tbody tr').count(), STATS_GRAPH_POINTS);
  // The SVG carries its title for screen readers.
  assert.ok(await graph.locator('svg[role="img"]').count(), 'the graph is not an accessible image');
});

When('follows the first figure', STEP, async function (this: PortalWorld) {
  const href = await scenarioPage(this).getByTestId('statistics-figure').first().getAttribute('href');
  assert.ok(href);
  await open(this, href);
});

Then('the search page shows listings of that kind in Zürich', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.getByTestId('search-page').waitFor({ timeout: 60_000 });
  assert.match(decodeURIComponent(new URL(page.url()).pathname), /zurich/);
  assert.match((await page.getByRole('heading', { level: 1 }).textContent()) ?? '', /Zürich/);
});

When('follows the first place of the rating', STEP, async function (this: PortalWorld) {
  const link = scenarioPage(this).getByTestId('statistics-rating').locator('tbody a').first();
  followed.set(this, ((await link.textContent()) ?? '').trim());
  const href = await link.getAttribute('href');
  assert.ok(href);
  await open(this, href);
});

Then("the page's heading names that place", STEP, async function (this: PortalWorld) {
  const name = followed.get(this);
  assert.ok(name);
  const h1 = await scenarioPage(this).getByRole('heading', { level: 1 }).textContent();
  assert.equal(h1?.trim(), `House prices in ${name}`);
});

Then(
  'it lists the places within, most listings for sale first, with their counts to rent',
  STEP,
  async function (this: PortalWorld) {
    const rows = scenarioPage(this).getByTestId('statistics-children').locator('tbody tr');
    assert.ok((await rows.count()) > 1, 'fewer than two places within');
    const counts = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent!.replace(/\D/g, '')))),
    );
    for (let i = 1; i < counts.length; i++) {
      const [[sellA, rentA], [sellB, rentB]] = [counts[i - 1]!, counts[i]!];
      assert.ok(sellA! > sellB! || (sellA === sellB && rentA! >= rentB!), `row ${i} is out of order`);
    }
  },
);

When('follows the first place within', STEP, async function (this: PortalWorld) {
  const link = scenarioPage(this).getByTestId('statistics-children').locator('tbody th a').first();
  followed.set(this, ((await link.textContent()) ?? '').trim());
  const href = await link.getAttribute('href');
  assert.ok(href);
  await open(this, href);
});

Then(
  'the search page links at most {int} places within and property types, each with its count',
  STEP,
  async function (this: PortalWorld, shown: number) {
    const page = scenarioPage(this);
    for (const module of ['seo-children', 'seo-types']) {
      const links = page.getByTestId(module).locator('li a');
      const total = await links.count();
      assert.ok(total > 0, `${module} has no links`);
      const visible = await links.evaluateAll(
        (as) => as.filter((a) => (a as HTMLElement).offsetParent !== null).length,
      );
      assert.equal(visible, Math.min(total, shown), `${module}: ${visible} of ${total} shown`);
      assert.match((await links.first().textContent()) ?? '', /\d/);
    }
  },
);

Then('{string} shows every place within, at most 40', STEP, async function (this: PortalWorld, _label: string) {
  const module = scenarioPage(this).getByTestId('seo-children');
  const links = module.locator('li a');
  const total = await links.count();
  assert.ok(total <= 40);
  if ((await module.locator('summary').count()) === 0) return;
  await module.locator('summary').click();
  const visible = await links.evaluateAll((as) => as.filter((a) => (a as HTMLElement).offsetParent !== null).length);
  assert.equal(visible, total);
});

When('follows the first place within the search', STEP, async function (this: PortalWorld) {
  const link = scenarioPage(this).getByTestId('seo-children').locator('li a').first();
  // The link reads "{name} {count}".
  followed.set(this, ((await link.textContent()) ?? '').replace(/\s*[\d'’.,\u202f\u00a0]+$/, '').trim());
  const href = await link.getAttribute('href');
  assert.ok(href);
  await open(this, href);
});

Then('the search page shows listings in that place', STEP, async function (this: PortalWorld) {
  const page = scenarioPage(this);
  await page.getByTestId('search-page').waitFor({ timeout: 60_000 });
  const name = followed.get(this);
  assert.ok(name);
  assert.ok(
    ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').includes(name),
    `no ${name} in the heading`,
  );
});

/**
 * How many people viewed the portal's most viewed listing this week, 0 when none. Asked of /svc with a
 * `since` of its own (an address no cache holds), not by opening /house-price: the shared page cache
 * would then answer the scenario's own visit with the list as it was before its people came.
 */
async function leadingViewers(world: PortalWorld): Promise<number> {
  const since = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
  const answer = await fetch(
    `${serverUrl(world)}/svc/events/listings/most-viewed?since=${encodeURIComponent(since)}&limit=1`,
  );
  assert.equal(answer.status, 200, `most-viewed answered ${answer.status}`);
  const [leader] = (await answer.json()) as { views: number }[];
  return leader?.views ?? 0;
}

Given(
  '{int} more people than the most viewed listing so far viewed the first listing of the search {string} this week',
  STEP,
  async function (this: PortalWorld, more: number, search: string) {
    // The @ui scenarios share one portal, and each of their page views counts (one listing page is
    // opened by a dozen scenarios): the scenario's listing is given more viewers than the leader has.
    const people = (await leadingViewers(this)) + more;
    const page = scenarioPage(this);
    await open(this, `${serverUrl(this)}${search}`);
    const id = await page.getByTestId('result-card').first().getAttribute('data-listing-id');
    assert.ok(id, 'the search shows no listing');
    viewed.set(this, { id, people });
    // What each person's browser sends from the listing page (POST /svc/events/track, body actions),
    // each with a profile of their own: a view counts for the profile the server knows, not a claimed one.
    const statuses: number[] = [];
    for (let person = 0; person < people; person += 1) {
      const created = await fetch(`${serverUrl(this)}/svc/accounts/profiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const profile = (await created.json()) as { id: number; secret: string };
      const csrf = `viewer${person}`.padEnd(43, 'v');
      const response = await fetch(`${serverUrl(this)}/svc/events/track`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `profile=${profile.id}.${profile.secret}; csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        body: JSON.stringify({
          actions: [{ source: 'web', portalId: 'international', action: 'listingPage', listingId: Number(id) }],
        }),
      });
      statuses.push(response.status);
    }
    assert.deepEqual(new Set(statuses), new Set([202]), `the batches were answered ${statuses.join(', ')}`);
  },
);

/** The shared page's lifetime in a node's cache (PAGE_CACHE_TTL_S, 60 s by default), and a margin. */
const SHARED_PAGE_LIFETIME_MS = 75_000;

Then(
  'within a minute the most viewed listings this week come first with that listing and how many people viewed it',
  STEP,
  async function (this: PortalWorld) {
    const page = scenarioPage(this);
    const section = page.getByTestId('most-viewed-listings');
    const first = section.locator('li').first();
    const { id, people } = viewed.get(this)!;
    // Another scenario's visit may have left the page in the node's cache before these views: it is
    // opened again until the cached copy has expired, never longer than its lifetime.
    // The cached copy may show no list at all yet (nobody had enough viewers then): the look is brief.
    const leader = () => first.getAttribute('data-listing-id', { timeout: 1000 }).catch(() => null);
    const until = Date.now() + SHARED_PAGE_LIFETIME_MS;
    while ((await leader()) !== id && Date.now() < until) {
      await page.waitForTimeout(3000);
      await page.reload(LOAD);
    }
    assert.equal(await section.getByRole('heading', { level: 2 }).textContent(), 'Most viewed listings this week');
    assert.equal(await first.getAttribute('data-listing-id'), id);
    // At least the scenario's people: a visitor of another scenario may open the listing meanwhile.
    const shown = /(\d+) people viewed it/.exec((await first.textContent()) ?? '');
    assert.ok(shown, `no "people viewed it" in ${await first.textContent()}`);
    assert.ok(Number(shown[1]) >= people, `${shown[1]} people shown, ${people} sent`);
  },
);

When('follows that listing', STEP, async function (this: PortalWorld) {
  const href = await scenarioPage(this)
    .getByTestId('most-viewed-listings')
    .locator('li a')
    .first()
    .getAttribute('href');
  assert.ok(href);
  await open(this, href);
});

Then("the listing's page opens", STEP, async function (this: PortalWorld) {
  assert.match(new URL(scenarioPage(this).url()).pathname, new RegExp(`/${viewed.get(this)!.id}$`));
});
