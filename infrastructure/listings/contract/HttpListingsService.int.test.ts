import 'reflect-metadata';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { HttpListingsService } from '../http/HttpListingsService';
import { listingsServiceContract } from './listingsServiceContract';
import { type PortalProcess, startPortalProcess } from './portalProcess';

let portal: PortalProcess | undefined;

/** The http adapter over the seed contract, against the portal's own /svc routes in a started server. */
listingsServiceContract('HttpListingsService', async () => {
  portal = await startPortalProcess({ mode: 'services', demoListings: 300 });
  const client = new ServiceClient({ baseUrl: `${portal.url}/svc` });
  // Stopped after the edge cases below, which use the same server.
  return { service: new HttpListingsService(client), close: async () => undefined };
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
