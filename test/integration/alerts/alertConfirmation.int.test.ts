import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Container } from 'inversify';
import { benchAlertJob } from '#bench/alertsSupport';
import { ConfirmAlertAddress } from '#application/alerts/tokens';
import { UpdateProfile } from '#application/identity/tokens';
import { type SearchCaller, searchPortalRulesOf } from '#application/search/ports';
import { CreateSearch, PatchSearch } from '#application/search/tokens';
import { composeTestRoot } from '#config/di/composeTestRoot';
import { PORTALS } from '#config/portals';
import { aLiveListing, anAlertOwner } from '#test/mothers/rows/alertFixtures';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { alertAddresses, emailOutbox, listings } from '#infrastructure/db/schema';

jest.setTimeout(180_000);

/**
 * docs/security.md "Mail to unconfirmed addresses": "A guest can set any address on its profile
 * and save searches with e-mail alerts to it. Alerts go only to an address that has confirmed
 * (one confirmation e-mail, then nothing until it is confirmed)". Through the server's own
 * container: the save-search handlers, the profile update and the alert job as they run.
 */
let database: TestDatabase;
let root: Container;
let target: typeof listings.$inferSelect;
let owner: number;

const job = () => benchAlertJob(database.db);

const mailsOf = (kind: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));

const caller = (): SearchCaller => ({
  language: 'fr',
  isCrawler: false,
  profileId: String(owner),
  ownProfileIds: [String(owner)],
  authState: 'GuestIdentified',
  portal: searchPortalRulesOf(PORTALS.international),
});

/** The owner saves a search for the target's place, transaction and type, with e-mail alerts. */
async function saveSearchWithEmailAlerts(): Promise<number> {
  const created = await root.get(CreateSearch).execute({
    search: {
      filters: {
        transactionType: target.transactionType,
        types: [target.type],
        location: { placeId: target.ancestorPlaceIds.at(-1) },
      },
      saved: true,
      notifications: ['Email'],
    },
    execution: { mode: 'NoExecute' },
    caller: caller(),
  });
  if (!created.ok || created.value.search.id === undefined) throw new Error(`not saved: ${JSON.stringify(created)}`);
  return Number(created.value.search.id);
}

/** A copy of the target published now: the change log records a new listing for the job. */
async function publishCopy(): Promise<void> {
  const { id: _id, ...rest } = target;
  await database.db.insert(listings).values({ ...rest, createdAt: new Date(), updatedAt: new Date() });
}

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 200, seed: 7, now: new Date('2026-06-01T00:00:00Z') });
  root = composeTestRoot(database.db, { settings: { searchIndex: false } });
  target = await aLiveListing(database.db);
  owner = await anAlertOwner(database.db, {
    code: 'unconfirmed-owner',
    email: 'Guest@Example.ch',
    language: 'fr',
    currencyId: 'CHF',
  });
  // The job starts at the end of the change log.
  await job().execute();
});

afterAll(async () => {
  await database?.close();
});

describe('e-mail alerts to an unconfirmed address', () => {
  let token: string;

  it('sends one confirmation e-mail, in the visitor’s language, even after two saves', async () => {
    const searchId = await saveSearchWithEmailAlerts();
    await saveSearchWithEmailAlerts();
    // Subscribing the first one again (PATCH) sends nothing more either.
    await root.get(PatchSearch).execute({
      id: searchId,
      patch: { notifications: ['Email'], title: 'Genève' },
      execution: { mode: 'NoExecute' },
      caller: caller(),
    });
    const mails = await mailsOf('alert-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('guest@example.ch');
    expect(mails[0].subject).toBe('Confirmez vos alertes de recherche Homefinder International');
    token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]{43})&c=fr/.exec(mails[0].text)![1];
    // Only the token's hash is stored.
    const [stored] = await database.db.select().from(alertAddresses);
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.confirmedAt).toBeNull();
  });

  it('queues no digest while the address is unconfirmed', async () => {
    await publishCopy();
    const report = await job().execute();
    expect(report).toMatchObject({ events: 1, mailsQueued: 0 });
    expect(await mailsOf('searchAlert')).toHaveLength(0);
  });

  it('refuses an unknown or malformed token, naming the field', async () => {
    const confirm = root.get(ConfirmAlertAddress);
    const unknown = await confirm.execute({ token: 'A'.repeat(43) });
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'NOT_FOUND', field: 'token' });
    const malformed = await confirm.execute({ token: 'not a token' });
    expect(!malformed.ok && malformed.error).toMatchObject({ kind: 'INVALID', field: 'token' });
  });

  it('sends the digest once the address is confirmed by the link, and no second confirmation', async () => {
    expect((await root.get(ConfirmAlertAddress).execute({ token })).ok).toBe(true);
    await publishCopy();
    const report = await job().execute();
    expect(report).toMatchObject({ events: 1, mailsQueued: 2 });
    const digests = await mailsOf('searchAlert');
    expect(digests.map((mail) => mail.recipient.toLowerCase())).toEqual(['guest@example.ch', 'guest@example.ch']);
    await saveSearchWithEmailAlerts();
    expect(await mailsOf('alert-confirmation')).toHaveLength(1);
  });

  it('asks a new address typed on the profile for its own confirmation, once', async () => {
    const update = (email: string) =>
      root.get(UpdateProfile).execute({
        caller: {
          session: { userId: null, state: 'GuestIdentified', profileIds: [owner], identifiedUserProfileIds: [] },
          roles: [],
        },
        id: owner,
        details: { email },
        culture: 'de',
        portalId: 'ch',
      });
    expect((await update('other@example.ch')).ok).toBe(true);
    expect((await update('guest@example.ch')).ok).toBe(true);
    expect((await update('other@example.ch')).ok).toBe(true);
    const mails = (await mailsOf('alert-confirmation')).filter((mail) => mail.recipient === 'other@example.ch');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Bestätigen Sie Ihre Suchaufträge bei Homefinder Switzerland');
  });
});
