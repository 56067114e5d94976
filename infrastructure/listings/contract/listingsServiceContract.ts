import type { ListingsService, PublishingService } from '#application/listings/ports';
import type { Listing } from '#domain/listings/Listing';
import { CULTURES } from '#domain/portal/Portal';

export interface ContractSubject {
  service: ListingsService;
  publishing: PublishingService;
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

    it('answers a price history oldest first, ending at the published price; none for an unknown id', async () => {
      const history = await subject.service.getPriceHistory(live.id);
      expect(history.length).toBeGreaterThan(0);
      const dates = history.map((point) => Date.parse(point.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      const original = live.price.values.find((value) => value.type === 'Original');
      expect(history[history.length - 1]).toMatchObject({ value: original?.value, currency: original?.currencyId });
      expect(await subject.service.getPriceHistory(UNKNOWN_ID)).toEqual([]);
    });

    it('answers at most six similar live listings: same transaction and type, price within a quarter', async () => {
      const similar = await subject.service.getSimilarListings(live.id, { currencyId: 'EUR', mode: 'Light' });
      expect(similar.length).toBeLessThanOrEqual(6);
      const eur = (listing: Listing) => listing.price.values.find((value) => value.currencyId === 'EUR')?.value ?? 0;
      for (const listing of similar) {
        expect(listing).toMatchObject({ isArchived: false, transactionType: live.transactionType, type: live.type });
        expect(listing.id).not.toBe(live.id);
        expect(Math.abs(eur(listing) - eur(live)) / eur(live)).toBeLessThanOrEqual(0.26);
      }
      expect(await subject.service.getSimilarListings(UNKNOWN_ID)).toEqual([]);
    });

    it("answers a project's listings (GET /v1/projects/{id}/listings): its ProjectListing first, then its units", async () => {
      const unit = seeded.find((listing) => listing.listingClass === 'UnitListing' && listing.projectId);
      if (!unit?.projectId) throw new Error('the seeded data set holds no project unit');
      const listings = await subject.service.getProjectListings(unit.projectId, { currencyId: 'EUR', mode: 'Light' });
      expect(listings.map((listing) => listing.id)).toContain(unit.id);
      expect(listings.every((listing) => listing.projectId === unit.projectId)).toBe(true);
      expect(listings[0].listingClass).toBe('ProjectListing');
      const units = listings.slice(1);
      expect(units.every((listing) => listing.listingClass === 'UnitListing')).toBe(true);
      expect(units.map((listing) => listing.id)).toEqual([...units.map((listing) => listing.id)].sort((a, b) => a - b));
      expect(await subject.service.getProjectListings(UNKNOWN_ID)).toEqual([]);
    });

    it("translates a description from the owner's stored texts, and says so when there is none", async () => {
      const others = (listing: Listing) => CULTURES.filter((language) => language !== listing.language);
      // Light listings leave the translations out: read the texts in Full.
      const full = await subject.service.getListingsByIds(
        seeded.slice(0, 200).map((listing) => listing.id),
        { mode: 'Full' },
      );
      const everyLanguage = full.find((listing) =>
        others(listing).every((language) => listing.descriptions[language]?.description),
      );
      if (!everyLanguage) throw new Error('the seeded data set holds no listing described in every portal language');
      const to = others(everyLanguage)[0];
      const stored = await subject.service.getTranslation(everyLanguage.id, 'description', to);
      expect(stored).toEqual({
        ok: true,
        value: {
          listingId: everyLanguage.id,
          field: 'description',
          language: to,
          originalLanguage: everyLanguage.language,
          text: everyLanguage.descriptions[to].description,
          source: 'Owner',
        },
      });

      const untranslated = full.find((listing) => others(listing).some((l) => !listing.descriptions[l]?.description));
      if (!untranslated) throw new Error('the seeded data set holds no listing without some translation');
      const missing = others(untranslated).find((l) => !untranslated.descriptions[l]?.description) ?? 'en';
      const none = await subject.service.getTranslation(untranslated.id, 'description', missing);
      expect(none).toMatchObject({ ok: true, value: { text: null, source: 'None' } });

      const unknown = await subject.service.getTranslation(UNKNOWN_ID, 'description', 'en');
      expect(unknown.ok ? 'ok' : unknown.error.code).toBe('LISTING_NOT_FOUND');
      const invalid = await subject.service.getTranslation('abc', 'description', 'en');
      expect(invalid.ok ? 'ok' : invalid.error.code).toBe('LISTING_ID_NOT_VALID');
    });

    it('answers the other agencies\' listings of a duplicated property, both ways ("Duplicate detection")', async () => {
      const copy = seeded.find((listing) => listing.duplicateOf !== undefined && !listing.isArchived);
      if (!copy?.duplicateOf) throw new Error('the seeded data set holds no listing the duplicate rule marked');
      const fromCopy = await subject.service.getDuplicateListings(copy.id, { mode: 'Light' });
      expect(fromCopy.map((listing) => listing.id)).toContain(copy.duplicateOf);
      expect(fromCopy.every((listing) => listing.id !== copy.id && !listing.isArchived)).toBe(true);
      const fromFirst = await subject.service.getDuplicateListings(copy.duplicateOf, { mode: 'Light' });
      expect(fromFirst.map((listing) => listing.id)).toContain(copy.id);
      const vendor = (listing: Listing) =>
        listing.relatedAccounts.find((related) => related.type === 'Vendor')?.accountId;
      expect(
        fromFirst.find((listing) => listing.id === copy.id) && vendor(fromFirst.find((l) => l.id === copy.id)!),
      ).not.toBe(vendor(fromCopy.find((listing) => listing.id === copy.duplicateOf)!));
      expect(await subject.service.getDuplicateListings(UNKNOWN_ID)).toEqual([]);
    });

    it("answers a project's companies by ids (POST /v1/projects/companies/ids): the developer first, Light without website", async () => {
      const project = seeded.find((listing) => listing.listingClass === 'UnitListing' && listing.projectId);
      if (!project?.projectId) throw new Error('the seeded data set holds no project unit');
      const [own] = await subject.service.getProjectListings(project.projectId, { mode: 'Light' });
      const ids = own.projectCompanies ?? [];
      expect(ids.length).toBeGreaterThan(0);
      const light = await subject.service.getProjectCompanies([...ids].reverse(), 'Light');
      expect(light.map((company) => company.id)).toEqual([...ids].reverse());
      expect(light.every((company) => company.projectId === project.projectId && company.website === undefined)).toBe(
        true,
      );
      const developer = light.find((company) => company.role === 'Developer');
      expect(developer?.accountId).toBe(own.relatedAccounts.find((related) => related.type === 'Developer')?.accountId);
      const full = await subject.service.getProjectCompanies([...ids, UNKNOWN_ID], 'Full');
      expect(full.map((company) => company.id)).toEqual(ids);
      expect(await subject.service.getProjectCompanies([])).toEqual([]);
    });

    it('answers the repositories (GET /v2/repositories and /{id}), and not found for an unknown one', async () => {
      const repositories = await subject.service.getRepositories();
      expect(repositories.map((repository) => repository.id)).toEqual(
        expect.arrayContaining(['propertyTypes', 'transactionTypes', 'categories']),
      );
      const types = await subject.service.getRepository('propertyTypes');
      expect(types.ok && types.value.values[0]).toEqual({ value: 'Apartment', code: 1 });
      const unknown = await subject.service.getRepository('nope');
      expect(unknown).toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'NOT_FOUND', code: 'REPOSITORY_NOT_FOUND', field: 'id' }),
      });
    });

    it("answers a listing's plan tier (GET /publish/category/listing/{id}) and several (POST /publish/category)", async () => {
      const one = await subject.publishing.getListingCategory(live.id);
      expect(one).toEqual({
        ok: true,
        value: { listingId: live.id, categoryId: live.categoryId, category: live.category },
      });
      const [a, b] = seeded.slice(0, 2);
      const many = await subject.publishing.getListingsCategories([b.id, UNKNOWN_ID, a.id]);
      expect(many.map((item) => [item.listingId, item.categoryId])).toEqual([
        [b.id, b.categoryId],
        [a.id, a.categoryId],
      ]);
      const bad = await subject.publishing.getListingCategory('abc');
      expect(bad).toEqual({
        ok: false,
        error: expect.objectContaining({ message: 'ListingId is not valid', field: 'listingId' }),
      });
      const unknown = await subject.publishing.getListingCategory(UNKNOWN_ID);
      expect(unknown.ok ? 'ok' : unknown.error.kind).toBe('NOT_FOUND');
    });

    it('answers whether an account may publish in a plan tier; a non-numeric accountId is refused (document 001 §5)', async () => {
      const vendor = live.relatedAccounts.find((related) => related.type === 'Vendor') ?? live.relatedAccounts[0];
      const own = await subject.publishing.getPublishPermission(vendor.accountId, live.categoryId);
      expect(own).toEqual({
        ok: true,
        value: expect.objectContaining({ accountId: vendor.accountId, categoryId: live.categoryId, allowed: true }),
      });
      const entry = await subject.publishing.getPublishPermission(String(vendor.accountId), '5');
      expect(entry.ok && entry.value).toMatchObject({ category: 'basic', allowed: true });
      const bad = await subject.publishing.getPublishPermission('12a', 5);
      expect(bad).toEqual({
        ok: false,
        error: expect.objectContaining({ message: 'Invalid accountId was provided', field: 'accountId' }),
      });
      const badCategory = await subject.publishing.getPublishPermission(vendor.accountId, 99);
      expect(badCategory.ok ? 'ok' : badCategory.error.field).toBe('categoryId');
      const unknown = await subject.publishing.getPublishPermission(UNKNOWN_ID, 5);
      expect(unknown.ok ? 'ok' : unknown.error.kind).toBe('NOT_FOUND');
    });
  });
}
