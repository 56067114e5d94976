import { parse } from '@formatjs/icu-messageformat-parser';
import { getMessages } from '#config/i18n';
import { catalogueAssetOf } from '#config/i18n/catalogueAssets';
import { startTestApp, type TestApp } from '../../harness/servers/startTestApp';

// The server's edges without SSR: headers, health, metrics and the /svc error contract.
const METRICS_TOKEN = 'metrics-token-for-tests';
let app: TestApp;
let base: string;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN });
  base = app.base;
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('server edges', () => {
  it('answers liveness and readiness', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('sets a CSP with a per-request nonce and the other security headers', async () => {
    const first = await fetch(`${base}/healthz`);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const nonceOf = (policy: string | null) => /'nonce-([\w-]+)'|'unsafe-inline'/.exec(policy ?? '')?.[0];
    // In development scripts are 'unsafe-inline' (Vite HMR); production carries a fresh nonce per request.
    expect(nonceOf(csp)).toBeDefined();
  });

  it('echoes a well-formed request id and invents one otherwise', async () => {
    const echoed = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'trace-12345678' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-12345678');
    const invented = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('exposes Prometheus metrics including the request histogram, to the METRICS_TOKEN holder only', async () => {
    await fetch(`${base}/svc/listings/v2/listings/1`);
    // /metrics was public (Node version, memory, errors per route).
    const anonymous = await fetch(`${base}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED', field: null });
    const text = await (
      await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/route="svc:listings"/);
  });

  it('answers a listing id that is not a number with 4xx JSON naming the field', async () => {
    const response = await fetch(`${base}/svc/listings/v2/listings/abc`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'LISTING_ID_NOT_VALID',
      message: 'ListingId is not valid',
      field: 'id',
    });
  });

  it('answers an unknown listing with 404', async () => {
    const response = await fetch(`${base}/svc/listings/v2/listings/987654`);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('LISTING_NOT_FOUND');
  });

  it('rejects a bad query value with 400 naming the parameter', async () => {
    const response = await fetch(`${base}/svc/listings/v2/listings/1?currencyId=euro`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED', field: 'currencyId' }));
  });

  it('rejects malformed JSON and bad bodies with 400, never 500', async () => {
    const malformed = await fetch(`${base}/svc/listings/v2/listings/ids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"listings": [1,',
    });
    expect(malformed.status).toBe(400);
    const wrong = await fetch(`${base}/svc/listings/v2/listings/ids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: ['x'] }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).field).toMatch(/^listings/);
  });

  it('keeps the order of ids and drops unknown ones', async () => {
    const response = await fetch(`${base}/svc/listings/v2/listings/ids?currencyId=USD`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ listings: [3, 999999, 1] }),
    });
    const body = (await response.json()) as { listings: { id: number }[] };
    expect(body.listings.map((listing) => listing.id)).toEqual([3, 1]);
  });

  it('serves the translation catalogues pages link to, as immutable JSON', async () => {
    const { url } = catalogueAssetOf(getMessages('pt'));
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toContain('immutable');
    // Every message of the catalogue, parsed to its ICU AST (no ICU parser in the browser).
    const served = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(served).sort()).toEqual(Object.keys(getMessages('pt')).sort());
    expect(served['Errors.Message.PageIsNotFound']).toEqual(parse(getMessages('pt')['Errors.Message.PageIsNotFound']));
    expect((await fetch(`${base}/i18n/unknown.json`)).status).toBe(404);
  });

  it('answers unknown service routes with JSON 404, not the HTML page', async () => {
    const response = await fetch(`${base}/svc/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
