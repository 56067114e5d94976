import { jest } from '@jest/globals';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { Container } from 'inversify';
import type { FinancingCaller } from '#application/financing/ports';
import { RentalDepositInsuranceOffers } from '#application/financing/ports';
import { LeadFormStamps } from '#application/leads/ports';
import { composeTestRoot, TEST_IDENTITY_SETTINGS } from '#config/di/composeTestRoot';
import { IdentityConfig } from '#config/identity/IdentityConfig';
import { PORTALS } from '#config/portals';
import type { Language } from '#domain/portal/Portal';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { listings } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import {
  describeFinancingServiceContract,
  type FinancingContractFixture,
} from '#infrastructure/financing/contract/financingServiceContract';
import { financingHandlersOf } from '#infrastructure/financing/contract/financingHandlers';
import { HttpFinancingService } from '#infrastructure/financing';
import { mintAccessToken } from '#test/harness/identity/mintAccessToken';
import { ServiceClient } from '#infrastructure/shared/http/ServiceClient';
import { financingRoutes } from '#server/svc/financing/financingRoutes';
import { svcRouter } from '#server/svc/shared/svcEdge';
import { serveServices } from '#test/harness/servers/serveServices';
import { callService } from '../../harness/requests/callService';
import { TEST_DEMO_NOW } from '../../harness/servers/startSearchTestServer';
import { testRequestContext } from '../../harness/requests/testRequestContext';

/**
 * The financing contract on one database with a small demo data set: the handlers over the SQL
 * store in process, and the browser's http adapter calling /svc/financing of a second portal (its
 * own container, limits and captcha memory, served here); then the edge's answers (statuses,
 * fields) and the listing's insurance offer. On PostgreSQL when DATABASE_URL is set.
 */
jest.setTimeout(300_000);

const portal = PORTALS.ch;
/** Every lead comes from 127.0.0.1: the per-IP limit is the limiter's own unit test's. */
const LOOSE_LIMITS = { settings: { limits: { leadsPerIp: 100_000 } } };
const PROFILES = { alice: 111, bob: 222 } as const;

let db: OpenedDatabase;
let container: Container;
let remote: Container;
let url: string;
let stop: () => Promise<void>;
let tokens: Record<keyof typeof PROFILES, string>;
let rentApartment: { id: number; rooms?: number };
let saleListingId: number;
let rentApartmentNotChf: number;

const callerOf = (who: keyof typeof PROFILES): FinancingCaller => ({
  profileId: String(PROFILES[who]),
  ownProfileIds: [String(PROFILES[who])],
});

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoData(db.db, {
    listings: 300,
    seed: 42,
    now: TEST_DEMO_NOW,
    mediaDir: path.join(os.tmpdir(), 'homefinder-financing-test-media'),
  });
  container = composeTestRoot(db.db, LOOSE_LIMITS);
  remote = composeTestRoot(db.db, LOOSE_LIMITS);
  const [rent] = await db.db
    .select({ id: listings.id, rooms: listings.rooms })
    .from(listings)
    .where(
      and(
        eq(listings.countryIso, 'CH'),
        eq(listings.transactionType, 'Rent'),
        eq(listings.type, 'Apartment'),
        eq(listings.priceCurrency, 'CHF'),
      ),
    )
    .limit(1);
  rentApartment = { id: rent.id, rooms: rent.rooms ?? undefined };
  const [notChf] = await db.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.transactionType, 'Rent'),
        eq(listings.type, 'Apartment'),
        eq(listings.priceInterval, 'Month'),
        ne(listings.priceCurrency, 'CHF'),
      ),
    )
    .limit(1);
  rentApartmentNotChf = notChf.id;
  const [sale] = await db.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.transactionType, 'Sell'))
    .limit(1);
  saleListingId = sale.id;
  const { keys } = remote.get(IdentityConfig);
  const mint = (profileId: number) =>
    mintAccessToken(keys, {
      issuer: TEST_IDENTITY_SETTINGS.issuer,
      audience: TEST_IDENTITY_SETTINGS.audience,
      session: { userId: null, identifiedUserProfileIds: [], state: 'GuestUnknown', profileIds: [profileId] },
    });
  tokens = { alice: await mint(PROFILES.alice), bob: await mint(PROFILES.bob) };
  const router = svcRouter();
  router.use(financingRoutes().routes());
  const served = await serveServices(router, (ctx) => {
    const asked = ctx.get('accept-language').slice(0, 2) as Language;
    const culture = portal.cultures.includes(asked) ? asked : portal.defaultCulture;
    return { container: remote, requestContext: testRequestContext(portal, { culture }) };
  });
  url = served.url;
  stop = served.close;
});

afterAll(async () => {
  await stop?.();
  await db?.close();
});

const call = (
  method: string,
  pathAndQuery: string,
  options?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => callService(url, method, pathAndQuery, options);

const archive = async (listingId: number, isArchived: boolean) => {
  await db.db.update(listings).set({ isArchived }).where(eq(listings.id, listingId));
};
const sqlFixture = (): FinancingContractFixture => ({
  as: (who) => ({
    financing: financingHandlersOf((token) => container.get(token)),
    caller: who === 'visitor' ? { ownProfileIds: [] } : callerOf(who),
  }),
  offers: container.get(RentalDepositInsuranceOffers),
  callerOf,
  rentApartment,
  rentApartmentNotChf,
  saleListingId,
  formStamp: (openedAgoMs) => container.get(LeadFormStamps).issue(Date.now() - openedAgoMs),
  archive,
  language: 'fr',
});
const httpFixture = (): FinancingContractFixture => ({
  as: (who) => ({
    financing: new HttpFinancingService(
      new ServiceClient({
        baseUrl: `${url}/svc`,
        language: 'de',
        token: () => (who === 'visitor' ? undefined : tokens[who]),
      }),
    ),
    caller: who === 'visitor' ? { ownProfileIds: [] } : callerOf(who),
  }),
  offers: remote.get(RentalDepositInsuranceOffers),
  callerOf,
  rentApartment,
  rentApartmentNotChf,
  saleListingId,
  formStamp: (openedAgoMs) => remote.get(LeadFormStamps).issue(Date.now() - openedAgoMs),
  archive,
  language: 'de',
});

describeFinancingServiceContract('the handlers over SqlFinancingStore', sqlFixture);
describeFinancingServiceContract('HttpFinancingService (the browser’s), to a second portal', httpFixture);

describe('/svc/financing edge', () => {
  it.each([
    [
      '/svc/financing/mortgagequotes/estimates?purchasePrice=1000000&currencyId=CHF&provider=Default',
      'grossAnnualIncome',
    ],
    [
      '/svc/financing/mortgagequotes/estimates?grossAnnualIncome=x&purchasePrice=1&currencyId=CHF&provider=Default',
      'grossAnnualIncome',
    ],
    [
      '/svc/financing/mortgagequotes/estimates?grossAnnualIncome=1&purchasePrice=0&currencyId=CHF&provider=Default',
      'purchasePrice',
    ],
    [
      '/svc/financing/mortgagequotes/estimates?grossAnnualIncome=1&purchasePrice=1&currencyId=CHF&provider=Default&length=7',
      'length',
    ],
    [
      '/svc/financing/mortgagequotes/estimates?grossAnnualIncome=1&purchasePrice=1&currencyId=chf&provider=Default',
      'currencyId',
    ],
    ['/svc/financing/mortgagequotes?top=0', 'top'],
    ['/svc/financing/mortgagequotes?sort=price', 'sort'],
    ['/svc/financing/interestrates/latest', 'provider'],
    ['/svc/financing/rentalDepositInsuranceOffers?listingId=-1', 'listingId'],
  ])('GET %s is a 400 naming %s', async (pathAndQuery, field) => {
    const answer = await call('GET', pathAndQuery);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect(typeof answer.body.code).toBe('string');
    expect(typeof answer.body.message).toBe('string');
  });

  it('POST /mortgagequotes: 400 without mortgageQuote or locale, 401 without a profile, 201 with one', async () => {
    const mortgageQuote = {
      grossAnnualIncome: 150000,
      purchasePrice: 900000,
      currencyId: 'CHF',
      provider: 'Default',
      ownFunds: 200000,
    };
    expect((await call('POST', '/svc/financing/mortgagequotes', { body: { locale: 'de' } })).body.field).toBe(
      'mortgageQuote',
    );
    expect((await call('POST', '/svc/financing/mortgagequotes', { body: { mortgageQuote } })).body.field).toBe(
      'locale',
    );
    expect(
      (await call('POST', '/svc/financing/mortgagequotes', { body: { mortgageQuote, locale: 'de' } })).status,
    ).toBe(401);
    const created = await call('POST', '/svc/financing/mortgagequotes', {
      body: { mortgageQuote, locale: 'de' },
      token: tokens.alice,
    });
    expect(created.status).toBe(201);
    expect(created.body.mortgageQuote).toMatchObject({ ...mortgageQuote, id: expect.any(Number) });
  });

  it('answers the interest rates as shareable, the estimates and quotes as private', async () => {
    const rates = await fetch(`${url}/svc/financing/interestrates/latest?provider=Default`);
    expect(rates.headers.get('cache-control')).toBe('public, max-age=3600');
    const quotes = await fetch(`${url}/svc/financing/mortgagequotes`, {
      headers: { authorization: `Bearer ${tokens.alice}` },
    });
    expect(quotes.headers.get('cache-control')).toBe('private, no-store');
  });

  it("gives a Swiss rent apartment's offer: AVAILABLE with the fee for its rooms, then REQUESTED once an offer is recorded", async () => {
    const [rent] = await db.db
      .select({ id: listings.id, rooms: listings.rooms })
      .from(listings)
      .where(
        and(
          eq(listings.countryIso, 'CH'),
          eq(listings.transactionType, 'Rent'),
          eq(listings.type, 'Apartment'),
          eq(listings.priceCurrency, 'CHF'),
        ),
      )
      .limit(1);
    expect(rent).toBeDefined();
    const before = await call('GET', `/svc/financing/rentalDepositInsuranceOffers?listingId=${rent.id}`, {
      token: tokens.bob,
      headers: { 'accept-language': 'fr' },
    });
    expect(before.status).toBe(200);
    const fee = (rent.rooms ?? 0) < 4 ? 180 : (rent.rooms ?? 0) < 7 ? 150 : (rent.rooms ?? 0) < 10 ? 120 : 50;
    expect(before.body.offer).toMatchObject({ provider: 'FirstCaution', monthlyFee: fee });
    const alreadyRequested = before.body.offers.length > 0;
    expect(before.body.offer.status).toBe(alreadyRequested ? 'REQUESTED' : 'AVAILABLE');
    await remote
      .get(RentalDepositInsuranceOffers)
      .record({ provider: 'FirstCaution', listingId: rent.id }, callerOf('bob'));
    const after = await call('GET', `/svc/financing/rentalDepositInsuranceOffers?listingId=${rent.id}`, {
      token: tokens.bob,
    });
    expect(after.body.offer.status).toBe('REQUESTED');
    const anonymous = await call('GET', `/svc/financing/rentalDepositInsuranceOffers?listingId=${rent.id}`);
    expect(anonymous.body.offer.status).toBe('AVAILABLE');
  });

  it('answers an insurance request for an archived listing 410, not 201, and records no offer (document 001 §6: "Lead, tour and other actions are unavailable on archived listings")', async () => {
    // The Swiss rent apartment, archived for this case only: offerable by every other rule.
    const archivedRent = rentApartment;
    await db.db.update(listings).set({ isArchived: true }).where(eq(listings.id, archivedRent.id));
    const before = await call('GET', '/svc/financing/rentalDepositInsuranceOffers', { token: tokens.alice });
    const now = Date.now();
    const answer = await call('POST', '/svc/financing/rentalDepositInsuranceOffers', {
      token: tokens.alice,
      body: {
        lead: {
          id: archivedRent.id,
          portalId: 'ch',
          locale: 'de',
          idempotencyKey: `archived-insurance-${now}`,
          formSubmitTime: now,
          formStamp: remote.get(LeadFormStamps).issue(now - 20_000),
          rentalDepositInsuranceProvider: 'FirstCaution',
          data: { fullName: 'Alice Mieterin', email: 'alice@example.ch', phone: '044 668 18 00', leadType: 'lead' },
        },
      },
    });
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ code: 'LISTING_ARCHIVED', field: 'id' });
    const after = await call('GET', '/svc/financing/rentalDepositInsuranceOffers', { token: tokens.alice });
    expect(after.body.offers).toHaveLength(before.body.offers.length);
    await db.db.update(listings).set({ isArchived: false }).where(eq(listings.id, archivedRent.id));
  });

  it('a sale listing is UNAVAILABLE, an unknown listing a 404', async () => {
    const [sale] = await db.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.transactionType, 'Sell'))
      .limit(1);
    const answer = await call('GET', `/svc/financing/rentalDepositInsuranceOffers?listingId=${sale.id}`);
    expect(answer.body.offer.status).toBe('UNAVAILABLE');
    expect((await call('GET', '/svc/financing/rentalDepositInsuranceOffers?listingId=999999999')).status).toBe(404);
  });
});
