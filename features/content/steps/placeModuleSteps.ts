import assert from 'node:assert/strict';
import http from 'node:http';
import { Then, When } from '@cucumber/cucumber';
import { serverUrl } from '#features/support/scenarioAccess';
import type { PortalWorld } from '#features/support/world';

const STEP = { timeout: 60_000 };
const GENEVA = 'CH-geneve';
const pages = new WeakMap<PortalWorld, { html: string; language: string }>();

/** GET with the portal's host (portals are chosen by host, config/portals.ts). */
function getPage(world: PortalWorld, path: string, host?: string): Promise<string> {
  const url = new URL(path, serverUrl(world));
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { Accept: 'text/html', 'Accept-Language': 'en', ...(host && { Host: `${host}:${url.port}` }) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The links of the section whose heading is `title`. */
function linksUnder(html: string, title: string): { href: string; text: string }[] {
  const at = html.indexOf(`>${title}</h2>`);
  assert.ok(at >= 0, `no section "${title}"`);
  const list = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(at))?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: m[1]!, text: m[2]! }));
}

interface Child {
  place: { placeId: string; names: Record<string, string> };
  counts: { Sell: number; Rent: number };
}

async function municipalitiesForSale(world: PortalWorld): Promise<Child[]> {
  const response = await fetch(`${serverUrl(world)}/svc/places/places/${GENEVA}/children`);
  const { children } = (await response.json()) as { children: Child[] };
  return children.filter((child) => child.counts.Sell > 0);
}

const TITLES: Record<string, { children: string; places: string; types: string }> = {
  en: {
    children: 'Homes for sale by municipality',
    places: 'House prices by municipality',
    types: 'Homes for sale in Geneva by type',
  },
  fr: {
    children: 'Biens à vendre par commune',
    places: 'Prix de l’immobilier par commune',
    types: 'Biens à vendre à Genève par type',
  },
};

When(
  'the visitor reads the content page {string} in {string}',
  STEP,
  async function (this: PortalWorld, path: string, language: string) {
    pages.set(this, { html: await getPage(this, language === 'en' ? path : `/${language}${path}`), language });
  },
);

Then(
  'it presents the place, its average temperatures for 12 months, and its searches by property type',
  STEP,
  async function (this: PortalWorld) {
    const { html, language } = pages.get(this)!;
    assert.match(html, /The canton at a glance/);
    assert.equal(
      (
        /<div[^>]*role="region"[^>]*aria-label="Average temperatures[^"]*"[^>]*><table[\s\S]*?<\/table>/
          .exec(html)?.[0]
          .match(/<td/g) ?? []
      ).length,
      12,
    );
    const types = linksUnder(html, TITLES[language]!.types);
    assert.deepEqual(
      types.map((link) => link.href),
      ['/switzerland/geneve/buy/apartments', '/switzerland/geneve/buy/houses'],
    );
  },
);

Then(
  'its SEO children link a search of each municipality of Geneva with homes for sale, most first',
  STEP,
  async function (this: PortalWorld) {
    const { html, language } = pages.get(this)!;
    const expected = (await municipalitiesForSale(this)).slice(0, 40);
    assert.ok(expected.length > 0, 'the demo data has no listing for sale in Geneva');
    const links = linksUnder(html, TITLES[language]!.children);
    assert.deepEqual(
      links.map((link) => link.text),
      expected.map((child) => child.place.names[language] ?? child.place.names.en),
    );
    links.forEach((link) => assert.match(link.href, /^\/switzerland\/[^/]+\/buy$/));
  },
);

Then('its places list links the house prices of the same municipalities', STEP, async function (this: PortalWorld) {
  const { html, language } = pages.get(this)!;
  const children = linksUnder(html, TITLES[language]!.children).map((link) => link.text);
  const places = linksUnder(html, TITLES[language]!.places);
  assert.deepEqual(
    places.map((link) => link.text),
    children,
  );
  places.forEach((link) => assert.match(link.href, /^\/switzerland\/[^/]+\/house-price$/));
});

Then('its SEO children link a search of each municipality in French', STEP, async function (this: PortalWorld) {
  const { html } = pages.get(this)!;
  const expected = (await municipalitiesForSale(this)).slice(0, 40);
  const links = linksUnder(html, TITLES.fr!.children);
  assert.equal(links.length, expected.length);
  links.forEach((link) => assert.match(link.href, /^\/fr\/suisse\/[^/]+\/acheter$/));
});

When(
  /^the visitor reads the content page "([^"]+)" on the (\w+) portal$/,
  STEP,
  async function (this: PortalWorld, path: string, portal: string) {
    const host = portal === 'international' ? undefined : `${portal}.localhost`;
    pages.set(this, { html: await getPage(this, path, host), language: 'en' });
  },
);

Then(/^the mortgage lead module is (shown|not shown)$/, STEP, function (this: PortalWorld, shown: string) {
  const { html } = pages.get(this)!;
  assert.equal(html.includes('data-testid="content-mortgage-lead"'), shown === 'shown');
});
