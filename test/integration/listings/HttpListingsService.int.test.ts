import 'reflect-metadata';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpListingsService } from '#infrastructure/listings/http/HttpListingsService';
import { HttpPublishingService } from '#infrastructure/listings/publishing/HttpPublishingService';
import { listingsServiceContract } from '#infrastructure/listings/contract/listingsServiceContract';
import { type PortalProcess, startPortalProcess } from '../../harness/servers/portalProcess';

let portal: PortalProcess | undefined;

/** The http adapter over the seed contract, against the portal's own /svc routes in a started server. */
listingsServiceContract('HttpListingsService', async () => {
  portal = await startPortalProcess({ mode: 'services', demoListings: 300 });
  const client = new ServiceClient({ baseUrl: `${portal.url}/svc` });
  // Stopped after the edge cases below, which use the same server.
  return {
    service: new HttpListingsService(client),
    publishing: new HttpPublishingService(client),
    close: async () => undefined,
  };
});

afterAll(() => portal?.stop(), 60_000);

describe('GET /svc/listings/v2/listings/{id} at the edge', () => {
  it('answers a bad id with a 4xx JSON body {code, message, field}', async () => {
    if (!portal) throw new Error('the portal did not start');
    const response = await fetch(`${portal.url}/svc/listings/v2/listings/abc`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      code: 'LISTING_ID_NOT_VALID',
      message: 'ListingId is not valid',
      field: 'id',
    });
  });
});

describe('GET /svc/listings/v2/listings (document 001 §7, query mode, currencyId) at the edge', () => {
  it('answers the listings named by ids, as POST /v2/listings/ids does', async () => {
    if (!portal) throw new Error('the portal did not start');
    const byGet = await fetch(`${portal.url}/svc/listings/v2/listings?ids=3,1,2000000000&mode=Light&currencyId=EUR`);
    expect(byGet.status).toBe(200);
    const byPost = await fetch(`${portal.url}/svc/listings/v2/listings/ids?mode=Light&currencyId=EUR`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listings: [3, 1, 2000000000] }),
    });
    const got = (await byGet.json()) as { listings: Array<{ id: number }> };
    expect(got.listings.map((listing) => listing.id)).toEqual([3, 1]);
    expect(got).toEqual(await byPost.json());
  });

  it.each([
    ['', 'ids'],
    ['ids=1,abc', 'ids'],
    ['ids=1&mode=Huge', 'mode'],
    ['ids=0', 'ids'],
  ])('answers ?%s with a 400 naming %s', async (query, field) => {
    if (!portal) throw new Error('the portal did not start');
    const response = await fetch(`${portal.url}/svc/listings/v2/listings?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
  });

  it('answers a POST /publish/category body that is neither an id nor an array of ids with a 400 naming listings', async () => {
    if (!portal) throw new Error('the portal did not start');
    for (const listings of ['x', [1, 'x'], [], { id: 1 }]) {
      const response = await fetch(`${portal.url}/svc/listings/publish/category`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ listings }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'listings' });
    }
    const one = await fetch(`${portal.url}/svc/listings/publish/category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listings: 1 }),
    });
    expect(((await one.json()) as { listings: Array<{ listingId: number }> }).listings[0]?.listingId).toBe(1);
  });
});
