import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { serviceProxy } from './serviceProxy';

// Document 002 §7: "Server-proxied calls go to POST /api/{service}/{action} for crawlers": a thin,
// allow-listed proxy. What the /svc call downstream receives is recorded here.
let server: ReturnType<Koa['listen']>;
let base: string;
let seen: { method: string; path: string; query: string; body: unknown } | undefined;

beforeAll(async () => {
  const app = new Koa();
  app.use(serviceProxy());
  app.use((ctx) => {
    seen = { method: ctx.method, path: ctx.path, query: ctx.querystring, body: ctx.request.body };
    ctx.body = { ok: true };
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, body?: unknown, method = 'POST') =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

beforeEach(() => {
  seen = undefined;
});

describe('POST /api/{service}/{action}', () => {
  it('turns an allow-listed read into its /svc call, the body becoming the query and the id the path', async () => {
    const answer = await post('/api/listings/getListing', { id: 42, currencyId: 'EUR' });
    expect(answer.status).toBe(200);
    expect(seen).toEqual({ method: 'GET', path: '/svc/listings/v2/listings/42', query: 'currencyId=EUR', body: {} });
  });

  it('passes a search on as POST with its query and its body', async () => {
    await post('/api/searches/search', { params: { count: 20 }, body: { search: { filters: {} } } });
    expect(seen).toEqual({
      method: 'POST',
      path: '/svc/searches/searches',
      query: 'count=20',
      body: { search: { filters: {} } },
    });
  });

  it('reads content by path', async () => {
    await post('/api/content/getContent', { path: '/faq', culture: 'fr' });
    expect(seen?.path).toBe('/svc/content/api/content');
    expect(new URLSearchParams(seen?.query).get('path')).toBe('/faq');
  });

  it.each([
    ['/api/accounts/updateUser', 'service'],
    ['/api/content/submitForm', 'action'],
    ['/api/listings/constructor', 'action'],
    ['/api/__proto__/getListing', 'service'],
  ])('never forwards what is not allow-listed: %s is a 404 naming %s', async (path, field) => {
    const answer = await post(path, {});
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ field });
    expect(seen).toBeUndefined();
  });

  it('refuses other methods, lists as values and a bad id with a 4xx naming the field', async () => {
    expect((await post('/api/listings/getListing', undefined, 'GET')).status).toBe(405);
    const list = await post('/api/content/getContent', { path: ['/a', '/b'] });
    expect([list.status, (await list.json()).field]).toEqual([400, 'path']);
    const id = await post('/api/places/getPlace', { id: '../../svc/accounts' });
    expect([id.status, (await id.json()).field]).toEqual([400, 'id']);
    const body = await post('/api/content/getContent', [1, 2]);
    expect([body.status, (await body.json()).field]).toEqual([400, 'body']);
    expect(seen).toBeUndefined();
  });
});
