import type { ListingsService } from '#application/listings/ports';
import type { Listing } from '#domain/listings/Listing';

export interface ContractSubject {
  service: ListingsService;
  close(): Promise<void>;
}

/**
 * Ids 1..400 are where a freshly seeded demo set puts its listings; the suite finds its cases
 * there, asking 200 at a time (the most one POST /v2/listings/ids accepts).
 */
const SCAN = [1, 201].map((start) => Array.from({ length: 200 }, (_, i) => start + i));
const UNKNOWN_ID = 2_000_000_000;
/** Slow machines seed slowly: the data set is seeded before the first case. */
const SETUP_TIMEOUT_MS = 900_000;

/**
 * ONE list of cases for every ListingsService adapter (ARCHITECTURE "Service contracts"):
 * the SQL adapter called in process and the HTTP adapter called over the seed contract must
 * answer the same questions the same way. `open` gives a service over a freshly seeded demo
 * set; the suite picks its listings from what that set holds rather than from ids it assumes.
 */
export function listingsServiceContract(adapter: string, open: () => Promise<ContractSubject>): void {
  describe(`ListingsService contract: ${adapter}`, () => {
    let subject: ContractSubject;
    let seeded: Listing[];
    let live: Listing;

    beforeAll(async () => {
      subject = await open();
      const pages = await Promise.all(
        SCAN.map((ids) => subject.service.getListingsByIds(ids, { currencyId: 'EUR', mode: 'Light' })),
      );
      seeded = pages.flat();
      const found = seeded.find(
        (listing) => !listing.isArchived && listing.listingClass === 'PropertyListing' && listing.price.show,
      );
      if (!found) throw new Error('the seeded data set holds no live property listing with a shown price');
      live = found;
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await subject?.close();
    }, 60_000);

    it('answers a listing with the shape the listing page reads', async () => {
      const result = await subject.service.getListing(live.id, { mode: 'Full' });
      if (!result.ok) throw new Error(`expected listing ${live.id}, got ${result.error.code}`);
      const listing = result.value;
      expect(listing).toMatchObject({
        id: live.id,
        reference: expect.any(String),
        isArchived: false,
        transactionType: expect.stringMatching(/^(Sell|Rent)$/),
      });
      expect(listing.price.values.filter((value) => value.type === 'Original')).toHaveLength(1);
      expect(listing.location).toMatchObject({
        locality: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        countryISO: expect.stringMatching(/^[A-Z]{2}$/),
      });
      expect(listing.location.placePath.length).toBeGreaterThan(0);
      expect(Array.isArray(listing.images)).toBe(true);
      expect(
        listing.images.every((image) => image.width > 0 && image.height > 0 && typeof image.url === 'string'),
      ).toBe(true);
      expect(typeof listing.descriptionFull).toBe('string');
    });

    it('adds the price converted into a requested currency, beside the original', async () => {
      const original = live.price.values.find((value) => value.type === 'Original')!;
      const other = original.currencyId === 'USD' ? 'GBP' : 'USD';
      const result = await subject.service.getListing(live.id, { currencyId: other });
      if (!result.ok) throw new Error(result.error.code);
      const values = result.value.price.values;
      expect(values).toContainEqual(
        expect.objectContaining({ type: 'Original', currencyId: original.currencyId, value: original.value }),
      );
      const converted = values.find((value) => value.type === 'Converted' && value.currencyId === other);
      expect(converted?.value).toBeGreaterThan(0);
    });

    it.each(['abc', '0', '-1'])("answers 'ListingId is not valid' for %s, naming the id field", async (id) => {
      const result = await subject.service.getListing(id);
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'NOT_FOUND', message: 'ListingId is not valid', field: 'id' }),
      });
    });

    it('answers not found for an id no listing has', async () => {
      const result = await subject.service.getListing(UNKNOWN_ID);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'NOT_FOUND' }) });
    });

    it('answers an archived listing, flagged as such', async () => {
      const archived = seeded.find((listing) => listing.isArchived);
      if (!archived) throw new Error('the seeded data set holds no archived listing');
      const result = await subject.service.getListing(archived.id);
      expect(result.ok && result.value.isArchived).toBe(true);
    });

    it('answers listings by ids in the order asked, leaving unknown ids out', async () => {
      const [a, b, c] = seeded.slice(0, 3).map((listing) => listing.id);
      const listings = await subject.service.getListingsByIds([c, UNKNOWN_ID, a, b], { currencyId: 'EUR' });
      expect(listings.map((listing) => listing.id)).toEqual([c, a, b]);
    });

    it('answers no listings for no ids', async () => {
      expect(await subject.service.getListingsByIds([])).toEqual([]);
    });
  });
}
