import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { eq } from 'drizzle-orm';
import { SendAlertDigestsHandler } from '#application/alerts/commands/SendAlertDigests';
import { emailOutbox, searches } from '#infrastructure/db/schema';
import { OutboxWorker } from '#infrastructure/mail/OutboxWorker';
import { startTestSmtpServer, type TestSmtpServer } from '#test/harness/services/testSmtpServer';
import { anAlertOwner } from '#test/mothers/rows/alertFixtures';
import type { PortalWorld } from '#features/support/world';
import { editListing, importedListing, importFeed, importScenario, STEP, withPrice } from './ImportScenario';

const SEARCH_TITLE = 'Near the listing';
const OWNER_EMAIL = 'owner@example.pt';

/** The saved search's owner, its mailbox (a real SMTP server) and the messages it had when a step last looked. */
interface FeedAlerts {
  smtp: TestSmtpServer;
  searchId: number;
  listingId: number;
  seen: number;
}

declare module '../../support/world' {
  interface ScenarioState {
    agencyFeedAlerts: FeedAlerts;
  }
}

const alerts = (world: PortalWorld) =>
  world.slice('agencyFeedAlerts', () => {
    throw new Error('no saved search: a Given step saves it');
  });

const alertMails = (world: PortalWorld) =>
  importScenario(world).database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'searchAlert'));

/** The digests' run, then the outbox handed to SMTP: what the portal's jobs do on their ticks. */
async function sendAlerts(world: PortalWorld): Promise<void> {
  const s = importScenario(world);
  await s.root.get(SendAlertDigestsHandler).execute();
  const worker = new OutboxWorker(s.database.db, { smtpUrl: alerts(world).smtp.url, from: 'alerts@homefinder.test' });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

Given(
  /^an owner with a confirmed address saved a search with e-mail alerts where "([^"]+)" is$/,
  STEP,
  async function (this: PortalWorld, reference: string) {
    const { database } = importScenario(this);
    const listing = await importedListing(this, reference);
    const ownerId = await anAlertOwner(database.db, {
      code: 'import-feature-owner',
      email: OWNER_EMAIL,
      language: 'en',
      currencyId: 'EUR',
      addressConfirmed: true,
    });
    const [search] = await database.db
      .insert(searches)
      .values({
        title: SEARCH_TITLE,
        filters: {
          transactionType: listing.transactionType,
          types: [listing.type],
          location: { placeId: listing.ancestorPlaceIds.at(-1) },
        },
        saved: true,
        notifications: ['Email'],
        currencyId: 'EUR',
        portalId: 'international',
        automaticTitle: listing.locality,
        automaticSubtitle: '',
        creationDate: new Date(),
        updatedAt: new Date(),
        createdByProfileId: String(ownerId),
      })
      .returning({ id: searches.id });
    const smtp = await startTestSmtpServer();
    this.onCleanup(() => smtp.close());
    this.slice('agencyFeedAlerts', () => ({ smtp, searchId: search.id, listingId: listing.id, seen: 0 }));
  },
);

Given('the alerts have seen every change so far', STEP, async function (this: PortalWorld) {
  // The digests' first run opens their window at the end of the change log: the first import is
  // the catalogue they start from, as the portal's own listings were when the job first ran.
  await sendAlerts(this);
  assert.equal(alerts(this).smtp.received.length, 0);
});

When(
  /^the feed is imported again with "([^"]+)" at (\d+) EUR$/,
  STEP,
  async function (this: PortalWorld, reference: string, price: string) {
    const s = importScenario(this);
    const cheaper = editListing(s.format!, s.feed!, reference, (element) =>
      withPrice(s.format!, element, Number(price)),
    );
    await importFeed(this, s.format!, cheaper, 'full');
  },
);

When(/^the alert e-mails are sent(?: again)?$/, STEP, async function (this: PortalWorld) {
  await sendAlerts(this);
});

Then(
  /^the owner receives one alert e-mail, naming the saved search and linking "([^"]+)"$/,
  async function (this: PortalWorld, reference: string) {
    const a = alerts(this);
    const [mail, ...more] = await alertMails(this);
    assert.equal(more.length, 0, 'one alert e-mail queued');
    assert.equal(mail.recipient, OWNER_EMAIL);
    assert.ok(`${mail.subject} ${mail.html}`.includes(SEARCH_TITLE), `the e-mail names "${SEARCH_TITLE}"`);
    assert.ok(mail.html?.includes(`/listing/source/${a.listingId}`), `the e-mail links ${reference}`);
    assert.deepEqual(
      a.smtp.received.map((received) => ({ to: received.rcpt, messageId: received.messageId })),
      [{ to: [OWNER_EMAIL], messageId: mail.messageId }],
    );
    a.seen = a.smtp.received.length;
  },
);

Then('no other e-mail arrives', async function (this: PortalWorld) {
  const a = alerts(this);
  assert.equal(a.smtp.received.length, a.seen);
  assert.equal((await alertMails(this)).length, 1);
});
