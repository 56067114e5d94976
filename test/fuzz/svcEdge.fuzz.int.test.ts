import { AgencyFeedImporter, AgencyImportRuns } from '#application/import/ports';
import { AgencyApiKeys } from '#application/identity/ports';
import { accountRoles } from '#infrastructure/db/schema';
import { RecordingFeedImporter } from '#test/doubles/import/RecordingFeedImporter';
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
const importer = new RecordingFeedImporter();

beforeAll(async () => {
  // The example bodies reach the handlers: the hourly lead limits must not turn them into 429s.
  // The import core is a recorder here: the upload route's cases that pass every check end there.
  app = await startTestApp(
    { LEAD_LIMIT_PER_IP: '1000000', LEAD_LIMIT_PER_EMAIL: '1000000' },
    {
      bindings: [
        [AgencyFeedImporter, importer],
        [AgencyImportRuns, importer],
      ],
    },
  );
  // A demo agency's admin issues its key, so half the import routes' cases get past it.
  const [admin] = await app.database.db.select().from(accountRoles).limit(1);
  const apiKey = await app.root.get(AgencyApiKeys).issue(admin.accountId, admin.userId, new Date());
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
    agency: { id: admin.accountId, apiKey },
  };
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe.each([...SVC_ROUTES, ...AUTH_ROUTES].map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    it('answers hostile input without a 5xx, every 4xx {code, message, field}', async () => {
      const statuses = await fuzzRoute(target, route, expectSafeJsonAnswer).catch((failure: unknown) => {
        // A 5xx answers only "Internal server error": the cause is in what the app logged.
        throw new Error(`${String(failure)}\nThe app logged:\n${app.loggedErrors.slice(-3).join('\n')}`);
      });
      expect(statuses).toHaveLength(target.runs);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    }, 300_000);
  },
);

describe('POST /svc/import/agencies/:agencyId/feeds, after its cases', () => {
  it('let the valid feeds among them through to the import, and nothing hostile', () => {
    expect(importer.runs.length).toBeGreaterThan(0);
    for (const run of importer.runs) expect(run.xml).not.toMatch(/<!DOCTYPE|<!ENTITY/i);
  });
});
