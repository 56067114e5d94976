import { type PortalProcess, startPortalProcess } from '#test/harness/servers/portalProcess';
import { PAGE_ROUTES, SVC_ROUTES } from '#server/fuzz/fuzzedRoutes';
import { expectSafeJsonAnswer, expectSafePageAnswer, fuzzRoute, type FuzzTarget } from '#server/fuzz/fuzzRoutes';

// The hostile probe of the pages (here in test/fuzz: it starts the portal process, which server/ may not import): the built portal (server/start.ts builds dist/ when stale) with hostile paths and
// queries: never a 5xx, and every redirect stays on this site. /svc is fuzzed again here in production
// mode. `npm run fuzz:pages` (part of `npm test`, after the @ui run has built the portal).
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
let portal: PortalProcess | undefined;
let target: FuzzTarget;

beforeAll(async () => {
  // FUZZ_PORTAL_URL: fuzz a portal already running (e.g. one started by hand to read its log).
  const running = process.env.FUZZ_PORTAL_URL;
  portal = running
    ? undefined
    : await startPortalProcess({ mode: 'production', demoListings: 200, env: { MAP_TILE_URL: '' } });
  target = { base: running ?? portal!.url, runs: RUNS, seed: SEED, visitor: {} };
}, 900_000);

afterAll(async () => {
  await portal?.stop();
});

describe.each(PAGE_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
  'page %s',
  (_name, route) => {
    it('answers hostile paths and queries without a 5xx or an off-site redirect', async () => {
      const statuses = await fuzzRoute(target, route, expectSafePageAnswer);
      expect(statuses).toHaveLength(target.runs);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    }, 600_000);
  },
);

describe('the production build', () => {
  it('serves no client source map: each holds every source (they stay on disk for the bench)', async () => {
    const html = await (await fetch(`${target.base}/`)).text();
    const scripts = [...new Set([...html.matchAll(/\/assets\/[^"'\s]+\.js/g)].map((match) => match[0]))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts.slice(0, 5)) expect((await fetch(`${target.base}${script}.map`)).status).toBe(404);
  });
});

describe('/svc in production mode', () => {
  it('answers hostile input to every route without a 5xx', async () => {
    const runs = Math.ceil(RUNS / 4);
    for (const route of SVC_ROUTES) {
      const statuses = await fuzzRoute({ ...target, runs }, route, expectSafeJsonAnswer);
      expect(statuses).toHaveLength(runs);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    }
  }, 900_000);
});
