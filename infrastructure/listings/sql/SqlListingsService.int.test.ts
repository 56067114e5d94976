import { and, eq, sql } from 'drizzle-orm';
import { convertPrice } from '#domain/portal/ExchangeRates';
import type { OpenedDatabase } from '#infrastructure/db/Database';
import { loadExchangeRates } from '#infrastructure/db/exchangeRates/loadExchangeRates';
import { listings } from '#infrastructure/db/schema';
import { openTestDatabase } from '#test/harness/db/openTestDatabase';
import { seedDemoData } from '#infrastructure/demo/seedDemoData';
import { SqlListingsService } from './SqlListingsService';

// Runs on in-memory PGlite, or on the PostgreSQL of DATABASE_URL in a database of its own.
let database: OpenedDatabase;
let service: SqlListingsService;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { listings: 300, seed: 7, now: new Date('2026-11-20T00:00:00Z') });
  service = new SqlListingsService(database.db);
}, 240_000);

afterAll(async () => {
  await database?.close();
});

const firstId = async (where: ReturnType<typeof eq>) => {
  const [row] = await database.db.select({ id: listings.id }).from(listings).where(where).orderBy(listings.id).limit(1);
  if (!row) throw new Error('The demo data set has no such listing');
  return row.id;
};

describe('SqlListingsService.getListing', () => {
  it.each(['abc', 0, -5, '1.5', '', '12abc'])('answers NOT_FOUND LISTING_ID_NOT_VALID for the id %p', async (id) => {
    const result = await service.getListing(id);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'NOT_FOUND',
        code: 'LISTING_ID_NOT_VALID',
        message: 'ListingId is not valid',
        field: 'id',
      }),
    });
  });

  it('answers NOT_FOUND LISTING_NOT_FOUND for an id nobody has', async () => {
    const result = await service.getListing(999_999);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'NOT_FOUND', code: 'LISTING_NOT_FOUND', message: 'Listing not found' }),
    });
  });

  it('answers a listing by numeric or string id, with its place path from the country down', async () => {
    const byNumber = await service.getListing(1);
    const byString = await service.getListing('1');
    if (!byNumber.ok || !byString.ok) throw new Error('listing 1 should exist');
    expect(byString.value).toEqual(byNumber.value);
    const listing = byNumber.value;
    expect(listing.id).toBe(1);
    expect(listing.title.length).toBeGreaterThan(5);
    expect(listing.title.length).toBeLessThan(128);
    expect(listing.descriptionFull.length).toBeGreaterThan(50);
    const path = listing.location.placePath;
    expect(path[0]).toEqual(expect.objectContaining({ placeId: listing.location.countryISO, type: 'country' }));
    expect(path[path.length - 1].placeId).toBe(listing.location.placeId);
    expect(path.every((p) => p.name.length > 0)).toBe(true);
  });

  it('names the place path in the requested language', async () => {
    const id = await firstId(eq(listings.countryIso, 'CH'));
    const german = await service.getListing(id, { language: 'de' });
    const french = await service.getListing(id, { language: 'fr' });
    if (!german.ok || !french.ok) throw new Error('listing should exist');
    expect(german.value.location.placePath[0].name).toBe('Schweiz');
    expect(french.value.location.placePath[0].name).toBe('Suisse');
  });

  it('gives the Original price, and a Converted one only for another known currency', async () => {
    const id = await firstId(and(eq(listings.priceCurrency, 'CHF'), eq(listings.transactionType, 'Sell'))!);
    const plain = await service.getListing(id);
    const same = await service.getListing(id, { currencyId: 'CHF' });
    const unknown = await service.getListing(id, { currencyId: 'XYZ' });
    const inEuro = await service.getListing(id, { currencyId: 'EUR' });
    if (!plain.ok || !same.ok || !unknown.ok || !inEuro.ok) throw new Error('listing should exist');
    expect(plain.value.price.values).toEqual([expect.objectContaining({ type: 'Original', currencyId: 'CHF' })]);
    expect(same.value.price.values).toHaveLength(1);
    expect(unknown.value.price.values).toHaveLength(1);
    const rates = await loadExchangeRates(database.db);
    const original = plain.value.price.values[0].value;
    expect(inEuro.value.price.values).toEqual([
      expect.objectContaining({ type: 'Original', value: original, currencyId: 'CHF' }),
      { type: 'Converted', value: convertPrice(original, 'CHF', 'EUR', rates), currencyId: 'EUR' },
    ]);
    expect(plain.value.price.interval).toBe('Once');
  });

  it('converts a project price range too', async () => {
    const id = await firstId(eq(listings.listingClass, 'ProjectListing'));
    const result = await service.getListing(id, { currencyId: 'USD' });
    if (!result.ok) throw new Error('project listing should exist');
    const [original, converted] = result.value.price.values;
    expect(original.min).toBeLessThanOrEqual(original.max as number);
    expect(converted).toEqual(
      expect.objectContaining({
        type: 'Converted',
        currencyId: 'USD',
        min: expect.any(Number),
        max: expect.any(Number),
      }),
    );
    expect(result.value.projectId).toEqual(expect.any(Number));
  });

  it('returns archived listings, marked as such', async () => {
    const id = await firstId(eq(listings.isArchived, true));
    const result = await service.getListing(id);
    expect(result.ok && result.value.isArchived).toBe(true);
  });

  it('adds square metres to areas published in other units (document 002 §9 factors)', async () => {
    const id = await firstId(eq(listings.type, 'House'));
    await database.db
      .update(listings)
      .set({ livingArea: 1000, livingAreaUnit: 'SquareFoot', landArea: 2, landAreaUnit: 'Acre' })
      .where(eq(listings.id, id));
    const result = await service.getListing(id);
    if (!result.ok) throw new Error('house should exist');
    expect(result.value.area.living).toEqual([
      { value: 1000, unit: 'SquareFoot', original: true },
      { value: 92.9, unit: 'SquareMeter', original: false },
    ]);
    expect(result.value.area.land).toEqual([
      { value: 2, unit: 'Acre', original: true },
      { value: 8093.71, unit: 'SquareMeter', original: false },
    ]);
  });

  it('keeps a hidden street address out of the answer', async () => {
    const id = await firstId(eq(listings.showAddress, false));
    const result = await service.getListing(id);
    expect(result.ok && result.value.location.address).toBeUndefined();
  });

  it('leaves the description texts out in Light mode', async () => {
    const result = await service.getListing(1, { mode: 'Light' });
    expect(result.ok && result.value.descriptionFull).toBe('');
  });
});

describe('SqlListingsService.getListingsByIds', () => {
  it('keeps the order of the ids and leaves out unknown and repeated ones', async () => {
    const found = await service.getListingsByIds([42, 999_999, 7, 120, 7, -1]);
    expect(found.map((l) => l.id)).toEqual([42, 7, 120]);
  });

  it('answers nothing for no ids', async () => {
    expect(await service.getListingsByIds([])).toEqual([]);
  });
});

describe('the demo data set', () => {
  it('numbers listings from 1 without gaps and is not seeded twice', async () => {
    const [{ min, max, total }] = await database.db
      .select({
        min: sql<number>`min(${listings.id})::int`,
        max: sql<number>`max(${listings.id})::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(listings);
    expect({ min, max, total }).toEqual({ min: 1, max: 300, total: 300 });
    expect((await seedDemoData(database.db, { listings: 300, seed: 7 })).skipped).toBe(true);
  });

  it('has its search indexes back after the bulk load', async () => {
    const result = await database.db.execute(sql`select indexname from pg_indexes where tablename = 'listings'`);
    const names = (result as unknown as { rows: { indexname: string }[] }).rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'listings_pkey',
        'listings_ancestor_place_ids_gin',
        'listings_amenities_gin',
        'listings_price_eur_idx',
        'listings_live_idx',
        'listings_lat_lng_idx',
      ]),
    );
  });
});
