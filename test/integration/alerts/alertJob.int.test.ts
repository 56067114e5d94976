import fs from 'node:fs';
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { startTestSmtpServer, type TestSmtpServer } from '#test/harness/services/testSmtpServer';
import { getMessages } from '#config/i18n';
import { aLiveListing, anAlertOwner } from '#test/mothers/rows/alertFixtures';
import { openDemoDatabase, type TestDatabase } from '#test/harness/db/openDemoDatabase';
import { alertCursor, alertDeliveries, emailOutbox, listings, searches } from '#infrastructure/db/schema';
import { OutboxWorker } from '#infrastructure/mail/OutboxWorker';
import { alertDigestsOnDatabase } from '#config/di/alertDigests';
import { SqlAlertSubscriptions } from '#infrastructure/alerts/SqlAlertSubscriptions';
import { UnsubscribeFromAlertHandler } from '#application/alerts/commands/UnsubscribeFromAlert';
import { UnsubscribeLinks } from '#infrastructure/alerts/UnsubscribeLinks';

jest.setTimeout(180_000);

const translate = (culture: string, key: string, values: Record<string, string | number> = {}) => {
  const message = getMessages(culture)[key] ?? key;
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(new RegExp(`\\{${name}[^}]*\\}`, 'g'), String(value)),
    message.replace(/\{count, plural,[^{]*\{([^}]*)\}[^}]*\}\}/, '$1').replace(/#/g, '{count}'),
  );
};

let database: TestDatabase;
let smtp: TestSmtpServer;
const links = new UnsubscribeLinks('test-key');

function job(afterPage?: (page: number) => void) {
  return alertDigestsOnDatabase(database.db, {
    portal: () => ({
      origin: 'https://homefinder.test',
      name: 'Homefinder',
      defaultCulture: 'en',
      defaultCurrency: 'EUR',
    }),
    translate,
    links,
    messageIdHost: 'homefinder.test',
    searchPage: 2,
    afterPage,
  });
}

/** A copy of listing `from` published now (the change log records it as a new listing). */
async function publishCopyOf(from: number): Promise<number> {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, from));
  const { id: _id, ...rest } = row;
  const [inserted] = await database.db
    .insert(listings)
    .values({ ...rest, createdAt: new Date(), updatedAt: new Date(), isArchived: false })
    .returning({ id: listings.id });
  return inserted.id;
}

let target: typeof listings.$inferSelect;
let searchId: number;

beforeAll(async () => {
  database = await openDemoDatabase({ listings: 200, seed: 7, now: new Date('2026-06-01T00:00:00Z') });
  smtp = await startTestSmtpServer();
  target = await aLiveListing(database.db);
  const owner = {
    id: await anAlertOwner(database.db, {
      code: 'alerts-owner',
      email: 'owner@example.ch',
      language: 'fr',
      currencyId: 'CHF',
      addressConfirmed: true,
    }),
  };
  const base = {
    currencyId: 'EUR',
    portalId: 'international',
    automaticTitle: target.locality,
    automaticSubtitle: '',
    creationDate: new Date(),
    updatedAt: new Date(),
    createdByProfileId: String(owner.id),
  };
  const inserted = await database.db
    .insert(searches)
    .values([
      // The one that matches: the listing's place, transaction and type.
      {
        ...base,
        filters: {
          transactionType: target.transactionType,
          types: [target.type],
          location: { placeId: target.ancestorPlaceIds.at(-1) },
        },
        saved: true,
        notifications: ['Email'],
      },
      // Same place, other transaction; saved but unsubscribed; subscribed but too cheap.
      {
        ...base,
        filters: { transactionType: target.transactionType === 'Sell' ? 'Rent' : 'Sell' },
        saved: true,
        notifications: ['Email'],
      },
      { ...base, filters: { transactionType: target.transactionType }, saved: true, notifications: [] },
      {
        ...base,
        filters: { transactionType: target.transactionType, price: { max: 1 } },
        saved: true,
        notifications: ['Email'],
      },
    ])
    .returning({ id: searches.id });
  searchId = inserted[0].id;
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const outboxRows = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'searchAlert'));

describe('the alert job', () => {
  it('starts at the end of the change log: the catalogue that was already there is no news', async () => {
    expect(await job().execute()).toBeUndefined();
    expect(await outboxRows()).toHaveLength(0);
  });

  it('sends one digest per matching subscribed search, through SMTP, with its own Message-ID, once', async () => {
    const fresh = await publishCopyOf(target.id);
    const report = await job().execute();
    expect(report).toMatchObject({ events: 1, searchesMatched: 1, mailsQueued: 1 });
    const [mail] = await outboxRows();
    expect(mail.recipient).toBe('owner@example.ch');
    expect(mail.messageId).toBe(`<alert.${searchId}.email.${report!.windowEnd}@homefinder.test>`);
    // In the owner's language and currency, with the listing, the search and the signed unsubscribe link.
    expect(mail.subject).toContain('nouvelle');
    expect(mail.html).toContain(`/listing/source/${fresh}`);
    expect(mail.html).toContain('CHF');
    expect(mail.text).toContain(`unsublink=${searchId}&`);
    // ALERTS_DIGEST_OUT=file keeps the rendered digest to look at (the note's screenshot).
    if (process.env.ALERTS_DIGEST_OUT) fs.writeFileSync(process.env.ALERTS_DIGEST_OUT, mail.html ?? '');
    const [search] = await database.db.select().from(searches).where(eq(searches.id, searchId));
    expect(search.unreadTotal).toBe(1);

    const worker = new OutboxWorker(database.db, { smtpUrl: smtp.url, from: 'alerts@homefinder.test' });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    expect(smtp.received.map((m) => m.messageId)).toEqual([mail.messageId]);
    // Nothing new: no digest.
    expect(await job().execute()).toBeUndefined();
    expect(await outboxRows()).toHaveLength(1);
  });

  it('reports a price drop, and resumes a crashed run on the same window without a second digest', async () => {
    await database.db
      .update(listings)
      .set({
        pricePreviousValue: target.priceValue,
        priceValue: target.priceValue * 0.9,
        priceEur: target.priceEur * 0.9,
        priceLastChangeType: 'Drop',
        priceLastChangeDate: new Date(Date.now() + 1000),
      })
      .where(eq(listings.id, target.id));
    await expect(
      job(() => {
        throw new Error('killed');
      }).execute(),
    ).rejects.toThrow('killed');
    const [cursor] = await database.db.select().from(alertCursor);
    expect(cursor.runSeq).not.toBeNull();
    const resumed = await job().execute();
    expect(resumed).toMatchObject({ windowEnd: cursor.runSeq, mailsQueued: 0 });
    const deliveries = await database.db
      .select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.windowEnd, cursor.runSeq!));
    expect(deliveries).toHaveLength(1);
    const mails = await outboxRows();
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Baisse de prix');
    const [search] = await database.db.select().from(searches).where(eq(searches.id, searchId));
    expect(search.priceDropsTotal).toBe(1);
  });

  it('unsubscribes by the signed link without a session, asks the owner without it, and refuses anyone else', async () => {
    const unsubscribe = new UnsubscribeFromAlertHandler(new SqlAlertSubscriptions(database.db), links, {
      now: () => new Date(),
    });
    const [search] = await database.db.select().from(searches).where(eq(searches.id, searchId));
    const owner = Number(search.createdByProfileId);
    const forged = { profileId: owner, signature: 'forged' };
    expect(await unsubscribe.execute({ searchId, link: forged, ownProfileIds: [], way: 'link' })).toBe('loginRequired');
    expect(await unsubscribe.execute({ searchId, ownProfileIds: [owner + 1], way: 'link' })).toBe('loginRequired');
    expect(await unsubscribe.execute({ searchId: 999_999, ownProfileIds: [owner], way: 'link' })).toBe(
      'cannotUnsubscribe',
    );
    // The owner's session on a GET another site may have sent them to: asked, nothing changed.
    expect(await unsubscribe.execute({ searchId, ownProfileIds: [owner], way: 'link' })).toBe('confirmationRequired');
    const [asked] = await database.db.select().from(searches).where(eq(searches.id, searchId));
    expect(asked.notifications).toEqual(search.notifications);
    expect(search.notifications).not.toEqual([]);
    const path = links.unsubscribePath(searchId, owner);
    const signature = new URLSearchParams(path.split('?')[1]).get('sig')!;
    expect(
      await unsubscribe.execute({ searchId, link: { profileId: owner, signature }, ownProfileIds: [], way: 'link' }),
    ).toBe('unsubscribed');
    const [after] = await database.db.select().from(searches).where(eq(searches.id, searchId));
    expect(after.notifications).toEqual([]);
    expect(after.saved).toBe(true);
    // Unsubscribed, the search gets no digest for the next new listing.
    await publishCopyOf(target.id);
    expect(await job().execute()).toMatchObject({ events: 1, mailsQueued: 0 });
  });

  it('announces no copy of a property already listed by another agency (search shows it once)', async () => {
    const copy = await publishCopyOf(target.id);
    await database.db.update(listings).set({ duplicateOf: target.id }).where(eq(listings.id, copy));
    expect((await job().execute())?.events ?? 0).toBe(0);
  });
});
