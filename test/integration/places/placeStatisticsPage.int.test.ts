import 'reflect-metadata';
import type { Container } from 'inversify';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { loadPlaceStatisticsPageData } from '#presentation/places/statistics/loadPlaceStatisticsPageData';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { serverPageContext, thrownBy } from '#test/harness/requests/serverPageContext';

// The place statistics page's loader over the demo data: the query's answer becomes Vike's
// redirect, error page or the page's data (document 001 §2 placeStatsPage).
let database: TestDatabase;
let container: Container;

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 40, seed: 5, now: new Date('2026-11-20T00:00:00Z') });
  container = composeTestRoot(database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
});

const load = (at: string) => loadPlaceStatisticsPageData(serverPageContext(container, at));

describe('the place statistics page', () => {
  it("rates the portal's countries at /house-price, and a country's places on its page", async () => {
    const portalPage = await load('/house-price');
    expect(portalPage.canonicalUrl).toMatch(/\/house-price$/);
    const countryPath = portalPage.ratings[0]?.statsPath;
    expect(countryPath).toMatch(/^\/[a-z-]+\/house-price$/);
    const countryPage = await load(countryPath!);
    expect(countryPage.canonicalUrl.endsWith(countryPath!)).toBe(true);
  });

  it("sends a place without its country's slug to its canonical path, permanently", async () => {
    const portalPage = await load('/house-price');
    const countryPage = await load(portalPage.ratings[0]!.statsPath);
    const placePath = [...countryPage.ratings, ...countryPage.children].find((shown) => shown.statsPath)!.statsPath!;
    const [, , placeSlug, word] = placePath.split('/');
    expect(await thrownBy(load(`/${placeSlug}/${word}`))).toMatchObject({
      _urlRedirect: { url: placePath, statusCode: 301 },
    });
  });

  it("answers a path that names no statistics with 'Place is not supported' (404)", async () => {
    expect(await thrownBy(load('/nowhere-at-all/house-price'))).toMatchObject({ abortStatusCode: 404 });
  });
});
