import { jest } from '@jest/globals';
import { type SearchTestServer, startSearchTestServer } from '#test/harness/servers/startSearchTestServer';

/**
 * The /svc/searches and /svc/places edge: every bad input is a 4xx JSON body {code, message, field},
 * never a 500 ("Every route validates with yup").
 */
jest.setTimeout(300_000);

let server: SearchTestServer;

beforeAll(async () => {
  server = await startSearchTestServer({ listings: 200 });
});

afterAll(async () => {
  await server?.close();
});

const search = (filters: unknown) => ({ search: { filters } });

describe('/svc/searches refuses bad input with 4xx {code, message, field}', () => {
  it.each<[string, string, string, unknown, number, Record<string, unknown>]>([
    ['no body', 'POST', '/svc/searches/searches', undefined, 400, { code: 'VALIDATION_FAILED', field: 'search' }],
    ['no filters', 'POST', '/svc/searches/searches', { search: {} }, 400, { field: 'search.filters' }],
    [
      'an unknown type',
      'POST',
      '/svc/searches/searches',
      search({ types: ['Castle'] }),
      400,
      { field: 'search.filters.types[0]' },
    ],
    [
      'a price that is no number',
      'POST',
      '/svc/searches/searches',
      search({ price: { min: 'cheap' } }),
      400,
      { field: 'search.filters.price.min' },
    ],
    [
      "min above max: 'min > max'",
      'POST',
      '/svc/searches/searches',
      search({ price: { min: 9, max: 1 } }),
      400,
      { code: 'RANGE_MIN_ABOVE_MAX', message: 'min > max', field: 'price' },
    ],
    [
      'a polygon of two points',
      'POST',
      '/svc/searches/searches',
      search({
        location: {
          polygon: [
            { lat: 1, lng: 1 },
            { lat: 2, lng: 2 },
          ],
        },
      }),
      400,
      { field: 'search.filters.location.polygon' },
    ],
    [
      'an unknown place',
      'POST',
      '/svc/searches/searches',
      search({ location: { placeId: 'XX-none' } }),
      404,
      { code: 'PLACE_NOT_FOUND', message: 'placeId XX-none not found' },
    ],
    ['a negative count', 'POST', '/svc/searches/searches?count=-1', search({}), 400, { field: 'count' }],
    ['an unknown mode', 'POST', '/svc/searches/searches?mode=Everything', search({}), 400, { field: 'mode' }],
    ['an unknown sort', 'POST', '/svc/searches/searches?sort=random', search({}), 400, { field: 'sort' }],
    [
      'a bad facet',
      'POST',
      '/svc/searches/searches?facet=colour',
      search({}),
      400,
      { code: 'FACET_NOT_VALID', field: 'facet' },
    ],
    [
      'a skip past the maximum',
      'POST',
      '/svc/searches/searches?skip=100000',
      search({}),
      400,
      { code: 'MAX_SKIP_EXCEEDED', field: 'skip' },
    ],
    ['a bad saveInDb', 'POST', '/svc/searches/searches?saveInDb=maybe', search({}), 400, { field: 'saveInDb' }],
    [
      "an id that is no number: 'SearchId abc is not valid'",
      'GET',
      '/svc/searches/searches/abc',
      undefined,
      400,
      { message: 'SearchId abc is not valid', field: 'searchId' },
    ],
    [
      "an unknown id: 'Search {n} is not found'",
      'GET',
      '/svc/searches/searches/424242',
      undefined,
      404,
      { code: 'SEARCH_NOT_FOUND', message: 'Search 424242 is not found' },
    ],
    ['a patch without search', 'PATCH', '/svc/searches/searches/1', {}, 400, { field: 'search' }],
    ['a list without a profile', 'GET', '/svc/searches/searches', undefined, 404, { code: 'SEARCHES_NOT_FOUND' }],
    ['a list count too large', 'GET', '/svc/searches/searches?count=1000', undefined, 400, { field: 'count' }],
    [
      'a luxury range without country',
      'GET',
      '/svc/searches/luxuryPriceRange?currencyId=EUR',
      undefined,
      400,
      { field: 'countryISO' },
    ],
    ['a map without zoom', 'POST', '/svc/searches/searches/map', search({}), 400, { field: 'zoom' }],
    [
      'a map with half a box',
      'POST',
      '/svc/searches/searches/map?zoom=5&neLat=47',
      search({}),
      400,
      { field: 'neLat' },
    ],
  ])('refuses %s', async (_, method, path, body, status, expected) => {
    const response = await server.call(method, path, { body });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(expected);
    expect(typeof response.body.message).toBe('string');
  });

  it('refuses malformed JSON and a bad bearer token', async () => {
    const malformed = await fetch(`${server.url}/svc/searches/searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"search": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const token = await server.call('POST', '/svc/searches/searches', {
      body: search({}),
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(token.status).toBe(401);
  });

  it('answers a search: 201 when stored, 200 when not', async () => {
    const token = await server.tokenFor({ state: 'GuestUnknown', profileIds: [7001] });
    expect(
      (
        await server.call('POST', '/svc/searches/searches?count=2', {
          body: search({ transactionType: 'Sell' }),
          token,
        })
      ).status,
    ).toBe(201);
    // A caller without a profile stores nothing (docs/pages.md §10: a page view writes nothing).
    const anonymous = await server.call('POST', '/svc/searches/searches?count=2', {
      body: search({ transactionType: 'Sell' }),
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.search.id).toBeUndefined();
    const unstored = await server.call('POST', '/svc/searches/searches?count=2&saveInDb=false', {
      body: search({ transactionType: 'Sell' }),
    });
    expect(unstored.status).toBe(200);
    expect(unstored.body.search.id).toBeUndefined();
  });

  it('never answers 500 to odd bodies', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { search: null },
      { search: { filters: null } },
      { search: { filters: [] } },
      search({ numberOf: 'many' }),
      search({ location: 'here' }),
      search({ location: { polygons: [[{ lat: 'x', lng: 1 }]] } }),
      search({ area: { living: { unit: 'Furlong' } } }),
      search({ availableFrom: { max: 'someday' } }),
      search({ accountId: 'abc' }),
      search({ amenities: 'Lift' }),
      search({ location: { viewport: { northeast: { lat: 1 } } } }),
      { search: { filters: {}, currencyId: 'euro' } },
      { search: { filters: {}, notifications: ['Pigeon'] } },
      { search: { filters: {}, title: 'x'.repeat(300) } },
    ];
    for (const body of bodies) {
      const response = await server.call('POST', '/svc/searches/searches', { body });
      expect([response.status, body]).toEqual([expect.any(Number), body]);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('/svc/places refuses bad input with 4xx {code, message, field}', () => {
  it.each<[string, string, string, unknown, number, Record<string, unknown>]>([
    ['autocomplete without input', 'GET', '/svc/places/places/autocomplete', undefined, 400, { field: 'input' }],
    [
      'autocomplete with bad types',
      'GET',
      '/svc/places/places/autocomplete?input=ge&types=castle',
      undefined,
      400,
      { field: 'types' },
    ],
    [
      'autocomplete with a bad location',
      'GET',
      '/svc/places/places/autocomplete?input=ge&location=north',
      undefined,
      400,
      { field: 'location' },
    ],
    [
      "an unknown place: 'placeId {id} not found'",
      'GET',
      '/svc/places/places/XX-none',
      undefined,
      404,
      { message: 'placeId XX-none not found' },
    ],
    ['a place id with spaces', 'GET', '/svc/places/places/a%20b', undefined, 400, { field: 'placeId' }],
    [
      'ids without ids',
      'POST',
      '/svc/places/places/ids',
      {},
      400,
      { field: 'placeIds', message: 'placeIds or intPlaceIds is required' },
    ],
    [
      'ids with bad sideload types',
      'POST',
      '/svc/places/places/ids?placeTypesToSideload=castle',
      { placeIds: ['CH'] },
      400,
      { field: 'placeTypesToSideload' },
    ],
    ['places without slug or type', 'GET', '/svc/places/places', undefined, 400, { field: 'slug' }],
    ['a slug with punctuation', 'GET', '/svc/places/places?slug=a.b', undefined, 400, { field: 'slug' }],
    ['geocode with half a point', 'GET', '/svc/places/places/geocode?lat=46', undefined, 400, { field: 'lng' }],
    [
      "geocode of an unknown slug: 'Cannot geocode place for slug'",
      'GET',
      '/svc/places/places/geocode?slug=nowhere-at-all',
      undefined,
      404,
      { message: 'Cannot geocode place for slug' },
    ],
    [
      'slugs of an unknown place',
      'GET',
      '/svc/places/places/XX-none/slugs',
      undefined,
      404,
      { code: 'PLACE_NOT_FOUND' },
    ],
  ])('refuses %s', async (_, method, path, body, status, expected) => {
    const response = await server.call(method, path, { body });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(expected);
  });

  it('suggests places of the portal with placeId, mainText and secondaryText', async () => {
    const response = await server.call('GET', '/svc/places/places/autocomplete?input=lis', {
      headers: { 'accept-language': 'pt' },
    });
    expect(response.status).toBe(200);
    expect(response.body.predictions[0]).toEqual({
      placeId: expect.any(String),
      mainText: expect.any(String),
      secondaryText: expect.any(String),
      type: expect.any(String),
    });
  });
});
