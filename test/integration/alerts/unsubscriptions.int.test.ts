import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { type IdentityTestServer, startIdentityTestServer } from '#test/harness/servers/identityTestServer';
import { searches } from '#infrastructure/db/schema';
import { visitor } from '#test/harness/identity/signIn';
import { claimsOf, type TestBrowser } from '#test/harness/identity/TestBrowser';

jest.setTimeout(60_000);

/**
 * POST /svc/alerts/unsubscriptions, the /unsubscribe page's button (document 001 §4
 * "Unsubscribe"): the owner's session turns the alert off; nobody else's does, and the id is
 * validated as the page's (document 001 §5: a safe integer of at least 1).
 */
let server: IdentityTestServer;
let owner: TestBrowser;
let stranger: TestBrowser;
let searchId: number;

async function notificationsOf(id: number): Promise<string[] | null> {
  const [row] = await server.db.db
    .select({ notifications: searches.notifications })
    .from(searches)
    .where(eq(searches.id, id));
  return row.notifications as string[] | null;
}

beforeAll(async () => {
  server = await startIdentityTestServer();
  owner = await visitor(server.url);
  stranger = await visitor(server.url);
  const profileId = (claimsOf(owner.cookie('token')).profile_ids as number[])[0];
  const [row] = await server.db.db
    .insert(searches)
    .values({
      currencyId: 'CHF',
      portalId: 'international',
      automaticTitle: 'Zürich',
      automaticSubtitle: '',
      creationDate: new Date(),
      updatedAt: new Date(),
      createdByProfileId: String(profileId),
      filters: { transactionType: 'Sell' },
      saved: true,
      notifications: ['Email'],
    })
    .returning({ id: searches.id });
  searchId = row.id;
}, 120_000);

afterAll(() => server?.close());

it("refuses another visitor's press (401) and leaves the alert on", async () => {
  const answered = await stranger.request('POST', '/svc/alerts/unsubscriptions', { json: { searchId } });
  expect(answered.status).toBe(401);
  expect(await notificationsOf(searchId)).toEqual(['Email']);
});

it.each([[0], [-1], [1.5], ['7'], [2147483648], [null]])('answers 400 naming searchId for %j', async (bad) => {
  const answered = await owner.request('POST', '/svc/alerts/unsubscriptions', { json: { searchId: bad } });
  expect(answered.status).toBe(400);
  expect(answered.body).toMatchObject({ field: 'searchId' });
});

it('answers 404 for a search that is not there', async () => {
  const answered = await owner.request('POST', '/svc/alerts/unsubscriptions', { json: { searchId: 2147483647 } });
  expect(answered.status).toBe(404);
  expect(answered.body).toMatchObject({ field: 'searchId' });
});

it("turns the alert off on the owner's press; the search stays saved", async () => {
  const answered = await owner.request('POST', '/svc/alerts/unsubscriptions', { json: { searchId } });
  expect(answered.status).toBe(200);
  expect(await notificationsOf(searchId)).toEqual([]);
  const [row] = await server.db.db.select({ saved: searches.saved }).from(searches).where(eq(searches.id, searchId));
  expect(row.saved).toBe(true);
});
