import 'reflect-metadata';
import type { Container } from 'inversify';
import { eq } from 'drizzle-orm';
import { composeTestRoot } from '#config/di/composeTestRoot';
import type { AuthSession } from '#domain/identity/TokenClaims';
import { UnsubscribeLinks } from '#infrastructure/alerts/UnsubscribeLinks';
import { searches } from '#infrastructure/db/schema';
import { loadUnsubscribePage } from '#presentation/search/unsubscribe/loadUnsubscribePage';
import { anAlertOwner } from '../../mothers/rows/alertFixtures';
import { openDemoDatabase, type TestDatabase } from '../../harness/db/openDemoDatabase';
import { serverPageContext } from '../../harness/requests/serverPageContext';

/**
 * GET /unsubscribe (document 001 §2, §4): the digest's signed link turns the alert off; the
 * signed-in owner sent there without it (by another site, say) is only asked: a GET changes nothing.
 */
let database: TestDatabase;
let container: Container;
let owner: number;

const pageContext = (at: string, authSession?: AuthSession) => serverPageContext(container, at, authSession);

async function aSubscribedSearch(): Promise<number> {
  const [row] = await database.db
    .insert(searches)
    .values({
      currencyId: 'CHF',
      portalId: 'international',
      automaticTitle: 'Genève',
      automaticSubtitle: '',
      creationDate: new Date(),
      updatedAt: new Date(),
      createdByProfileId: String(owner),
      filters: { transactionType: 'Rent' },
      saved: true,
      notifications: ['Email'],
    })
    .returning({ id: searches.id });
  return row.id;
}

const notificationsOf = async (id: number) =>
  (await database.db.select().from(searches).where(eq(searches.id, id)))[0].notifications;

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 40, seed: 5, now: new Date('2026-11-20T00:00:00Z') });
  container = composeTestRoot(database.db);
  owner = await anAlertOwner(database.db, {
    code: 'unsub-owner',
    email: 'o@example.ch',
    language: 'en',
    currencyId: 'CHF',
  });
}, 240_000);

afterAll(async () => {
  await database?.close();
});

it('asks the signed-in owner who came without the signed link, and leaves the alert on', async () => {
  const searchId = await aSubscribedSearch();
  const session: AuthSession = {
    userId: 1,
    state: 'UserAuthenticated',
    profileIds: [owner],
    identifiedUserProfileIds: [],
  };
  const data = await loadUnsubscribePage(pageContext(`/unsubscribe?unsublink=${searchId}`, session));
  expect(data).toEqual({ searchId, unsubscribed: false });
  expect(await notificationsOf(searchId)).toEqual(['Email']);
});

it("turns the alert off by the digest's signed link, no session needed", async () => {
  const searchId = await aSubscribedSearch();
  const path = container.get(UnsubscribeLinks).unsubscribePath(searchId, owner);
  const data = await loadUnsubscribePage(pageContext(path));
  expect(data).toEqual({ searchId, unsubscribed: true });
  expect(await notificationsOf(searchId)).toEqual([]);
});
