import { startTestApp, type TestApp } from '../harness/servers/startTestApp';
import { AUTH_ROUTES, SVC_ROUTES } from '#server/fuzz/fuzzedRoutes';
import { expectSafeJsonAnswer, fuzzRoute, type FuzzTarget } from '#server/fuzz/fuzzRoutes';

// For every /svc route and the login page's calls, generated paths, queries, bodies and encodings of
// the wrong types, sizes and prototype keys, invalid Unicode, locale-shaped text and edge ids, and
// each route's example body with hostile leaves: never a 5xx, every 4xx `{code, message, field}`.
// FUZZ_RUNS sets the cases per route (CI: 50, about 2,000 in all; `npm run fuzz`: 1,000).
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const CSRF = 'f'.repeat(43);
let app: TestApp;
let target: FuzzTarget;

beforeAll(async () => {
  // The example bodies reach the handlers: the hourly lead limits must not turn them into 429s.
  app = await startTestApp({ LEAD_LIMIT_PER_IP: '1000000', LEAD_LIMIT_PER_EMAIL: '1000000' });
  const created = await fetch(`${app.base}/svc/accounts/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const profile = (await created.json()) as { id: number; secret: string };
  target = {
    base: app.base,
    runs: RUNS,
    seed: SEED,
    visitor: { cookie: `profile=${profile.id}.${profile.secret}; csrf=${CSRF}`, 'x-csrf-token': CSRF },
  };
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe.each([...SVC_ROUTES, ...AUTH_ROUTES].map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers hostile input without a 5xx, every 4xx {code, message, field}', async () => {
      const statuses = await fuzzRoute(target, route, expectSafeJsonAnswer);
      expect(statuses).toHaveLength(target.runs);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    }, 300_000);
  },
);
