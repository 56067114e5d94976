import type { ChangedListing, PushAlerts, PushSearch, QueuedPush } from '../jobPorts';
import { SendPushAlertsHandler } from './SendPushAlerts';

const STARTED = new Date('2026-06-01T10:00:00Z');
const LATER = new Date(STARTED.getTime() + 1000);

const listing = (id: number, changes: Partial<ChangedListing> = {}): ChangedListing => ({
  listingId: id,
  firstSeenSeq: 3,
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
  titles: { en: `House ${id}`, fr: `Maison ${id}` },
  images: [],
  priceValue: 900_000,
  priceCurrency: 'EUR',
  pricePreviousValue: null,
  priceInterval: 'Once',
  locality: 'Zürich',
  ...changes,
});

const search: PushSearch = {
  id: 7,
  filters: { transactionType: 'Sell', location: { placeId: 'ch' } },
  currencyId: 'EUR',
  portalId: 'international',
  title: 'Mon alerte',
  automaticTitle: 'Suisse',
  profileId: 42,
  regional: { language: 'fr' },
};

function handler(listings: ChangedListing[]) {
  const deliveries = new Map<string, QueuedPush>();
  let window: { start: number; end: number } | undefined = { start: 10, end: 20 };
  const pushes: PushAlerts = {
    page: async (afterId) => (afterId < search.id ? [search] : []),
    queue: async (_end, queued) => {
      let added = 0;
      for (const push of queued) {
        const key = `${push.searchId}|${push.listingId}|${push.eventKey}`;
        if (deliveries.has(key)) continue;
        deliveries.set(key, push);
        added++;
      }
      return added;
    },
    sendPending: async () => 0,
  };
  const job = new SendPushAlertsHandler(
    {
      open: async () => window,
      changedListings: async () => ({ startedAt: STARTED, listings }),
      close: async () => undefined,
    },
    pushes,
    { render: (input) => ({ title: input.searchTitle, body: input.listingTitle, tag: input.tag }) },
    { current: async () => ({ base: 'EUR', rates: { EUR: 1 } }) as never },
    { now: () => STARTED },
    {
      portal: () => ({ origin: 'https://homefinder.test', name: 'H', defaultCulture: 'en', defaultCurrency: 'EUR' }),
    },
  );
  return { job, deliveries, reopen: () => (window = { start: 10, end: 20 }) };
}

describe('SendPushAlertsHandler (docs/alerts-job.md)', () => {
  it('pushes new listings and price drops in the owner language; increases wait for the digest', async () => {
    const { job, deliveries } = handler([
      listing(1, { firstSeenSeq: 11 }),
      listing(2, { priceLastChangeType: 'Drop', priceLastChangeDate: LATER }),
      listing(3, { priceLastChangeType: 'Increase', priceLastChangeDate: LATER }),
    ]);
    expect(await job.execute()).toMatchObject({ events: 2, searchesMatched: 1, pushesQueued: 2 });
    expect([...deliveries.values()].map((d) => [d.listingId, d.eventKey, JSON.parse(d.payload).body])).toEqual([
      [1, 'New', 'Maison 1'],
      [2, `Drop@${LATER.toISOString()}`, 'Maison 2'],
    ]);
  });

  it('pushes once per search, listing and event: the same window run again queues nothing', async () => {
    const { job, reopen } = handler([listing(1, { firstSeenSeq: 11 })]);
    await job.execute();
    reopen();
    expect(await job.execute()).toMatchObject({ events: 1, pushesQueued: 0 });
  });
});
