import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { Container } from 'inversify';
import { FavoritesService } from '#application/listings/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { FavoritesCaller } from '#domain/listings/favorites/Favorites';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { profiles, users } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import {
  describeFavoritesCases,
  type FavoritesContractCaller,
  type FavoritesContractFixture,
} from '#infrastructure/listings/favorites/contract/favoritesServiceCases';
import { HttpFavoritesService } from '#infrastructure/listings/favorites/HttpFavoritesService';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { listingsRoutes } from '#server/svc/listings/listingsRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The FavoritesService contract against both adapters on one seeded database: the SQL adapter in
 * process, and the http adapter calling /svc/listings on a server started here with real tokens.
 * Each adapter gets users of its own, so neither sees the other's favourites.
 */
jest.setTimeout(300_000);

let db: OpenedDatabase;
let container: Container;
let url: string;
let stop: () => Promise<void>;
let listingIds: number[];
const tokens = new Map<string, string>();
const callers = new Map<string, FavoritesCaller>();

/** A user with a first profile, and a guest profile: Bob, Fay and Gus of one adapter's run. */
async function createCallers(label: string): Promise<void> {
  const created = await db.db
    .insert(users)
    .values(
      ['bob', 'fay'].map((who) => ({ slug: `${who}-${label}`, fullName: who, email: `${who}.${label}@example.test` })),
    )
    .returning({ id: users.id });
  const [bobId, fayId] = created.map((row) => row.id);
  const made = await db.db
    .insert(profiles)
    .values([
      {
        code: `bob-${label}`,
        secretHash: 'x',
        userId: bobId,
        isFirstOfUser: true,
        authenticationState: 'UserAuthenticated',
      },
      {
        code: `fay-${label}`,
        secretHash: 'x',
        userId: fayId,
        isFirstOfUser: true,
        authenticationState: 'UserIdentifiedWithFirstProfile',
      },
      { code: `gus-${label}`, secretHash: 'x', authenticationState: 'GuestIdentified' },
    ])
    .returning({ id: profiles.id });
  const [bobProfile, fayProfile, gusProfile] = made.map((row) => row.id);
  const sessions: Record<Exclude<FavoritesContractCaller, 'visitor'>, FavoritesCaller> = {
    bob: { state: 'UserAuthenticated', userId: bobId, profileId: bobProfile },
    fay: { state: 'UserIdentifiedWithFirstProfile', userId: null, profileId: fayProfile },
    gus: { state: 'GuestIdentified', userId: null, profileId: gusProfile },
  };
  const { keys } = container.get(IdentityConfig);
  for (const [who, caller] of Object.entries(sessions)) {
    callers.set(`${label}:${who}`, caller);
    tokens.set(
      `${label}:${who}`,
      await mintAccessToken(keys, {
        issuer: TEST_IDENTITY_SETTINGS.issuer,
        audience: TEST_IDENTITY_SETTINGS.audience,
        session: {
          state: caller.state!,
          userId: caller.userId,
          profileIds: [caller.profileId!],
          identifiedUserProfileIds: [],
        },
      }),
    );
  }
  callers.set(`${label}:visitor`, { state: undefined, userId: null });
}

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: 200,
    seed: 42,
    mediaDir: path.join(os.tmpdir(), 'homefinder-search-test-media'),
  });
  container = composeTestRoot(db.db);
  const rows = await db.db.execute('select id from listings where not is_archived order by id limit 3');
  listingIds = (Array.isArray(rows) ? rows : (rows as { rows: { id: number }[] }).rows).map((row) =>
    Number((row as { id: number }).id),
  );
  await createCallers('sql');
  await createCallers('http');
  const router = svcRouter();
  router.use(listingsRoutes().routes());
  const portal = PORTALS.international;
  const served = await serveServices(router, () => ({ container, requestContext: testRequestContext(portal) }));
  url = served.url;
  stop = served.close;
});

afterAll(async () => {
  await stop?.();
  await db?.close();
});

const fixtureOf =
  (label: 'sql' | 'http'): (() => FavoritesContractFixture) =>
  () => ({
    listingIds,
    as: (who) => ({
      favorites:
        label === 'sql'
          ? container.get(FavoritesService)
          : new HttpFavoritesService(
              new ServiceClient({ baseUrl: `${url}/svc`, token: () => tokens.get(`http:${who}`) }),
            ),
      caller: callers.get(`${label}:${who}`)!,
    }),
  });

describe('FavoritesService contract: SqlFavoritesService', () => describeFavoritesCases(fixtureOf('sql')));
describe('FavoritesService contract: HttpFavoritesService', () => describeFavoritesCases(fixtureOf('http')));

describe('the favourites routes at the edge', () => {
  it('answer 4xx {code, message, field}, never a 500, and are never shared-cached', async () => {
    const bad = await callService(url, 'POST', '/svc/listings/v2/listings/abc/favorite', {
      token: tokens.get('http:bob'),
    });
    expect(bad).toEqual({
      status: 404,
      body: { code: 'LISTING_ID_NOT_VALID', message: 'ListingId is not valid', field: 'id' },
    });
    const mode = await callService(url, 'GET', '/svc/listings/v2/listings/favorites?mode=Full', {
      token: tokens.get('http:bob'),
    });
    expect(mode.status).toBe(400);
    expect(mode.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'mode' });
    const anonymous = await fetch(`${url}/svc/listings/v2/listings/favorites`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });
});
