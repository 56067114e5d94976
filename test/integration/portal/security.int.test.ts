import http from 'node:http';
import net from 'node:net';
import { safeReturnPath } from '#server/identity/safeReturnPath';
import { startTestApp, type TestApp } from '../../harness/servers/startTestApp';

// The security probe's findings, each as the attacker sent it: every answer is a 4xx `{code, message, field}` or
// a same-site redirect, never a 500, an off-site Location, or a shared-cacheable cookie.
let app: TestApp;
let base: string;
const CSRF = 'c'.repeat(43);
const csrfHeaders = { cookie: `csrf=${CSRF}`, 'x-csrf-token': CSRF, 'content-type': 'application/json' };

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: 'metrics-token-for-tests' });
  base = app.base;
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function expectRefused(response: Response, status: number | RegExp, field?: string | null) {
  if (typeof status === 'number') expect(response.status).toBe(status);
  else expect(String(response.status)).toMatch(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  // The login page's calls keep their `{ error: {code, message, field} }` envelope (presentation/identity reads it).
  const answer = await response.json();
  const body = typeof answer.error === 'object' && answer.error !== null ? answer.error : answer;
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  expect(body).toHaveProperty('field');
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
}

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** A request exactly as written (fetch would normalise `/\` and refuse some bytes). */
function raw(request: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('finding 1: nobody is redirected off-site', () => {
  it.each(['/.//evil.example/phish', '/x/..//evil.example', '/\\evil.example', '//evil.example', '/%2F/evil.example'])(
    'safeReturnPath(%s) stays on this site',
    (candidate) => {
      const path = safeReturnPath(candidate);
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(path).not.toContain('\\');
      expect(new URL(path, 'https://portal.example').host).toBe('portal.example');
    },
  );

  it.each([
    'callbackUrl=%2F.%2F%2Fevil.example%2Fphish',
    'callbackUrl=%2Fx%2F..%2F%2Fevil.example',
    'sourceUrl=%2F.%2F%2Fevil.example%2Fphish',
  ])('the auth callback error path after /auth/login?%s returns to this site', async (query) => {
    const login = await fetch(`${base}/auth/login?view=login&${query}`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const state = new URL(login.headers.get('location')!).searchParams.get('state');
    const flow = login.headers.getSetCookie().find((cookie) => cookie.startsWith('auth_flow='))!;
    const callback = await fetch(`${base}/auth/callback?state=${state}&error=access_denied`, {
      redirect: 'manual',
      headers: { cookie: flow.split(';')[0] },
    });
    expect(callback.status).toBe(302);
    const location = callback.headers.get('location')!;
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, base).origin).toBe(base);
  });

  it('a raw GET /\\evil.example/ is not sent to /\\evil.example', async () => {
    const answer = await raw(
      'GET /\\evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n',
    );
    const location = /^location: (.*)$/im.exec(answer)?.[1]?.trim();
    if (location !== undefined) {
      expect(location.startsWith('//')).toBe(false);
      expect(location).not.toContain('\\');
    }
    expect(answer).not.toMatch(/^HTTP\/1\.1 5/);
  });
});

describe('finding 2: malformed input answers 4xx, never 500', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])('a JSON body key %s', async (key) => {
    await expectRefused(await postJson('/svc/listings/v2/listings/ids', `{"${key}":1}`), 400, key);
    await expectRefused(await postJson('/login/password', `{"${key}":1}`, csrfHeaders), 400);
  });

  it.each([
    ['/svc/places/places/autocomplete?input=zur&input=zur', 'input'],
    ['/svc/places/places?slug=a&slug=b', 'slug'],
    ['/svc/places/places/geocode?address=a&address=b', 'address'],
  ])('a repeated scalar %s is a 400 naming it', async (path, field) => {
    const body = await expectRefused(await fetch(`${base}${path}`), 400, field);
    expect(body.code).toBe('PARAMETER_REPEATED');
  });

  it("a page query named after a prototype property (found by the fuzz suite: Vike's URL parser threw)", async () => {
    const response = await fetch(`${base}/?toString=a&toString=b&hasOwnProperty=x`, {
      headers: { accept: 'text/html' },
    });
    await expectRefused(response, 400, 'toString');
  });

  it('a list where a place id is expected', async () => {
    await expectRefused(await postJson('/svc/places/places/ids', '{"placeIds":[[]]}'), 400);
  });

  it('__proto__ as a place type', async () => {
    await expectRefused(await fetch(`${base}/svc/places/places/autocomplete?input=zur&types=__proto__`), 400);
    await expectRefused(
      await postJson('/svc/places/places/ids?placeTypesToSideload=__proto__', '{"placeIds":["CH-zurich-zurich"]}'),
      400,
    );
  });

  it('a NUL byte in a path, a search title or portalId', async () => {
    await expectRefused(await fetch(`${base}/svc/accounts/users/slug/%00`), 400, 'path');
    for (const field of ['title', 'portalId']) {
      const body = JSON.stringify({ search: { filters: {}, [field]: 'a\u0000b' } });
      await expectRefused(await postJson('/svc/searches/searches', body), 400, field);
    }
    await expectRefused(await postJson('/login/register', JSON.stringify({ fullName: 'a\u0000b' }), csrfHeaders), 400);
  });

  it.each(['/svc/listings/v2/listings/ids', '/svc/searches/searches', '/login/password'])(
    '5,000 nested [ on %s',
    async (path) => {
      const body = await expectRefused(await postJson(path, '['.repeat(5000), csrfHeaders), 400);
      expect(body.code).toBe('BODY_TOO_DEEP');
    },
  );

  it('Content-Encoding: gzip on a plain body', async () => {
    const body = await expectRefused(
      await postJson('/svc/listings/v2/listings/ids', '{"listings":[1]}', { 'content-encoding': 'gzip' }),
      415,
    );
    expect(body.code).toBe('UNSUPPORTED_ENCODING');
  });

  it('POST /auth/action/replay with the body {', async () => {
    await expectRefused(await postJson('/auth/action/replay', '{', csrfHeaders), 400);
  });

  it('a listing id beyond the integer column (found by the fuzz suite)', async () => {
    const body = await expectRefused(await fetch(`${base}/svc/listings/v2/listings/2147483648`), 404, 'id');
    expect(body.code).toBe('LISTING_ID_NOT_VALID');
  });

  it('a search id beyond the integer column', async () => {
    for (const id of ['9007199254740993', '1e23', '2147483648']) {
      await expectRefused(await fetch(`${base}/svc/searches/searches/${id}`), 400, 'searchId');
    }
  });

  it('echoes at most 200 characters of a 900 KB input', async () => {
    const huge = 'x'.repeat(900_000);
    const response = await postJson(
      '/svc/searches/searches',
      JSON.stringify({ search: { filters: { studios: huge } } }),
    );
    const body = await expectRefused(response, 400);
    expect(JSON.stringify(body).length).toBeLessThan(600);
  });
});

describe('finding 3: client-chosen hosts are not trusted', () => {
  it('X-Forwarded-Host does not choose where /auth/login sends the browser', async () => {
    const login = await fetch(`${base}/auth/login?view=login`, {
      redirect: 'manual',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(login.headers.get('location')).not.toContain('evil.example');
    expect(new URL(login.headers.get('location')!).origin).toBe(base);
  });

  it('a Host header naming another site does not either', async () => {
    const answer = await raw('GET /auth/login?view=login HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(/^location: (.*)$/im.exec(answer)?.[1]).not.toContain('evil.example');
  });
});

describe('finding 4: public answers carry no cookies', () => {
  it.each([
    '/svc/listings/v2/listings/1',
    '/svc/places/places/CH-zurich-zurich',
    '/svc/searches/repositories/filterable',
    '/svc/searches/luxuryPriceRange?countryISO=CH&currencyId=CHF',
  ])('%s with only a refreshToken cookie is not publicly cacheable when it sets one', async (path) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie: 'refreshToken=stolen-or-stale' } });
    expect(response.status).toBeLessThan(500);
    if (response.headers.getSetCookie().length > 0) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('finding 5: the smaller ones', () => {
  it('/metrics needs METRICS_TOKEN', async () => {
    await expectRefused(await fetch(`${base}/metrics`), 401, null);
  });

  it('the token endpoint does not hand another site CORS access', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const response = await fetch(`${base}/svc/identity/connect/token`, {
        method,
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'content-type': 'application/x-www-form-urlencoded',
        },
        ...(method === 'POST' ? { body: 'grant_type=refresh_token&refresh_token=x' } : {}),
      });
      expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
      expect(response.headers.get('access-control-allow-origin')).not.toBe('*');
    }
  });

  it('every /svc 4xx carries field; unknown routes, HEAD and odd methods answer JSON', async () => {
    await expectRefused(await fetch(`${base}/svc/nothing/here`), 404, null);
    const head = await fetch(`${base}/svc/nothing/here`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toContain('application/json');
    await expectRefused(await fetch(`${base}/svc/listings/v2/listings/1`, { method: 'PURGE' }), 404, null);
  });

  it('431 for oversized headers is JSON with field', async () => {
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = http.get(
        `${base}/svc/listings/v2/listings/1`,
        { headers: { 'x-big': 'a'.repeat(40_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: expect.any(String), field: null });
  });
});
