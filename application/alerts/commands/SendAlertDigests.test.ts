import type {
  AlertChangeLog,
  AlertDigestSettings,
  AlertWindow,
  ChangedListing,
  DigestOutbox,
  DigestSearch,
  QueuedDigest,
} from '../jobPorts';
import type { ChangeLogWindowRule } from '#domain/alerts/changeLogWindow';
import { SendAlertDigestsHandler } from './SendAlertDigests';

const WINDOW_STARTED = new Date('2026-06-01T10:00:00Z');
const RATES = { base: 'EUR', rates: { EUR: 1, CHF: 1 } } as never;

function aListing(id: number, changes: Partial<ChangedListing> = {}): ChangedListing {
  return {
    listingId: id,
    firstSeenSeq: 11,
    priceLastChangeType: null,
    priceLastChangeDate: null,
    transactionType: 'Sell',
    type: 'House',
    subType: null,
    placeIds: ['zurich', 'ch'],
    accountId: null,
    agentUserId: null,
    latitude: 47.37,
    longitude: 8.54,
    priceEur: 900_000,
    previousPriceEur: null,
    rooms: 5,
    bedrooms: 3,
    bathrooms: 2,
    livingArea: 140,
    titles: { en: `House ${id}` },
    images: [],
    priceValue: 900_000,
    priceCurrency: 'EUR',
    pricePreviousValue: null,
    priceInterval: 'Once',
    locality: 'Zürich',
    ...changes,
  };
}

function aSearch(id: number, changes: Partial<DigestSearch> = {}): DigestSearch {
  return {
    id,
    filters: { transactionType: 'Sell', location: { placeId: 'zurich' } },
    currencyId: 'EUR',
    portalId: 'international',
    notifications: ['Email'],
    title: null,
    automaticTitle: 'Zürich',
    profileId: String(100 + id),
    email: `owner${id}@example.ch`,
    regional: { language: 'en' },
    evidence: { confirmedByLinkAt: WINDOW_STARTED, owner: null },
    ...changes,
  };
}

/** The change log of one window (10, 20], in memory, with its cursor. */
class FakeChangeLog implements AlertChangeLog {
  inFlight: AlertWindow | undefined;
  done = 10;
  constructor(
    public listings: ChangedListing[],
    private readonly last = 20,
  ) {}
  /** Applies the handler's window rule as the SQL store does under its lock. */
  async open(_cursor: string, rule: ChangeLogWindowRule) {
    this.inFlight = rule.windowOf({ doneSeq: this.done, runSeq: this.inFlight?.end ?? null }, this.last);
    return this.inFlight;
  }
  async changedListings() {
    return { startedAt: WINDOW_STARTED, listings: this.listings };
  }
  async close(_cursor: string, end: number) {
    this.done = end;
    this.inFlight = undefined;
  }
}

/** The outbox with its unique delivery per search and window, as the SQL one keeps it. */
class FakeOutbox implements DigestOutbox {
  readonly mails: QueuedDigest[] = [];
  private readonly deliveries = new Set<string>();
  async queue(windowEnd: number, nextChunk: () => QueuedDigest[] | undefined) {
    let queued = 0;
    for (let chunk = nextChunk(); chunk; chunk = nextChunk())
      for (const digest of chunk) {
        const key = `${digest.searchId}|${windowEnd}`;
        if (this.deliveries.has(key)) continue;
        this.deliveries.add(key);
        this.mails.push(digest);
        queued++;
      }
    return queued;
  }
}

function run(listings: ChangedListing[], searches: DigestSearch[], settings: Partial<AlertDigestSettings> = {}) {
  const changeLog = new FakeChangeLog(listings);
  const outbox = new FakeOutbox();
  const handler = new SendAlertDigestsHandler(
    changeLog,
    { page: async (afterId, size) => searches.filter((s) => s.id > afterId).slice(0, size) },
    outbox,
    { renderer: () => ({ render: (c) => ({ subject: c.searchTitle, text: c.unsubscribeUrl, html: '' }) }) },
    { current: async () => RATES },
    { now: () => WINDOW_STARTED },
    {
      portal: () => ({
        origin: 'https://homefinder.test',
        name: 'Homefinder',
        defaultCulture: 'en',
        defaultCurrency: 'EUR',
      }),
      unsubscribePath: (searchId, profileId) => `/unsubscribe?unsublink=${searchId}&profileId=${profileId}`,
      messageIdHost: 'homefinder.test',
      ...settings,
    },
  );
  return { handler, changeLog, outbox };
}

describe('SendAlertDigestsHandler (docs/alerts-job.md)', () => {
  it('is not due when nothing changed since the last run', async () => {
    const { handler, changeLog, outbox } = run([aListing(1)], [aSearch(1)]);
    changeLog.done = 20;
    expect(await handler.execute()).toBeUndefined();
    expect(outbox.mails).toHaveLength(0);
  });

  it('sends one digest per matching subscribed search, with its news, and closes the window', async () => {
    const { handler, changeLog, outbox } = run(
      [aListing(1), aListing(2, { transactionType: 'Rent' })],
      [aSearch(1), aSearch(2, { filters: { transactionType: 'Rent', location: { placeId: 'geneva' } } })],
    );
    expect(await handler.execute()).toMatchObject({ events: 2, searchesMatched: 1, mailsQueued: 1 });
    expect(outbox.mails).toEqual([
      expect.objectContaining({
        searchId: 1,
        listingIds: [1],
        recipient: 'owner1@example.ch',
        news: 1,
        messageId: '<alert.1.email.20@homefinder.test>',
        text: 'https://homefinder.test/unsubscribe?unsublink=1&profileId=101',
      }),
    ]);
    expect(changeLog.done).toBe(20);
  });

  it('docs/security.md: only to a confirmed address, and only for e-mail alerts', async () => {
    const { handler, outbox } = run(
      [aListing(1)],
      [
        aSearch(1, { evidence: { confirmedByLinkAt: null, owner: null } }),
        aSearch(2, { notifications: ['PushNotification'] }),
        aSearch(3, { email: null }),
        aSearch(4, {
          evidence: { confirmedByLinkAt: null, owner: { signInEmail: 'owner4@example.ch', emailProven: true } },
        }),
      ],
    );
    await handler.execute();
    expect(outbox.mails.map((mail) => mail.searchId)).toEqual([4]);
  });

  it('a price drop since the window began is news; an older listing changed otherwise is not', async () => {
    const drop = aListing(1, {
      firstSeenSeq: 3,
      priceLastChangeType: 'Drop',
      priceLastChangeDate: new Date(WINDOW_STARTED.getTime() + 1),
    });
    const edited = aListing(2, { firstSeenSeq: 3 });
    const { handler, outbox } = run([drop, edited], [aSearch(1)]);
    expect(await handler.execute()).toMatchObject({ events: 1 });
    expect(outbox.mails[0]).toMatchObject({ listingIds: [1], news: 0, drops: 1 });
  });

  it('sends once: a crashed run resumes the same window and queues nothing twice', async () => {
    const { handler, outbox } = run([aListing(1)], [aSearch(1), aSearch(2)], {
      searchPage: 1,
      afterPage: (page) => {
        if (page === 0 && !crashed) {
          crashed = true;
          throw new Error('killed');
        }
      },
    });
    let crashed = false;
    await expect(handler.execute()).rejects.toThrow('killed');
    expect(await handler.execute()).toMatchObject({ windowEnd: 20, mailsQueued: 1 });
    expect(outbox.mails.map((mail) => mail.searchId)).toEqual([1, 2]);
    expect(await handler.execute()).toBeUndefined();
  });
});
