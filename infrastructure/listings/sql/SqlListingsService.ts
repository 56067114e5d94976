import { and, asc, between, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { inject, injectable, optional } from 'inversify';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { Listing } from '#domain/listings/Listing';
import { parseListingId } from '#domain/listings/ListingId';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { type Result, err, ok } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { listingPriceHistory, listings, places, projectCompanies } from '#infrastructure/db/schema';
import type { ProjectCompany, ProjectCompanyMode } from '#domain/listings/projects/ProjectCompany';
import {
  type ListingRepository,
  listingRepositories,
  listingRepository,
} from '#domain/listings/repositories/ListingRepository';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import {
  type ListingTranslation,
  type TranslatableField,
  storedTranslation,
} from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import { type ListingRecord, type PlaceLabel, listingFromRow } from './listingFromRow';

/** "Similar listings on the listing page (... six cards)". */
const SIMILAR_LISTINGS = 6;

/** The listings service embedded on PostgreSQL (PGlite or a server): GET /v2/listings/{id}, POST /v2/listings/ids. */
@injectable()
export class SqlListingsService implements ListingsService {
  constructor(
    @inject(Database) private readonly db: Database,
    // Bound once in the container and shared with the searches; a lone service (tests) reads its own.
    @inject(ExchangeRatesReader) @optional() private readonly rates: ExchangeRatesReader = new ExchangeRatesReader(db),
  ) {}

  async getListing(id: number | string, options: ListingQueryOptions = {}): Promise<Result<Listing, DomainError>> {
    const parsed = parseListingId(id);
    if (!parsed.ok) return err({ ...parsed.error, field: 'id' });
    const [row] = await this.db.select().from(listings).where(eq(listings.id, parsed.value));
    // Archived listings are still answered (isArchived true): their page explains they are gone.
    if (!row) return err(notFound('LISTING_NOT_FOUND', 'Listing not found'));
    const [listing] = await this.present([row], options);
    return ok(listing);
  }

  async getListingsByIds(ids: number[], options: ListingQueryOptions = {}): Promise<Listing[]> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (wanted.length === 0) return [];
    const rows = await this.db.select().from(listings).where(inArray(listings.id, wanted));
    const byId = new Map((await this.present(rows, options)).map((listing) => [listing.id, listing]));
    return wanted.flatMap((id) => byId.get(id) ?? []);
  }

  async getPriceHistory(id: number): Promise<PricePoint[]> {
    if (!Number.isSafeInteger(id) || id < 1) return [];
    const rows = await this.db
      .select({
        date: listingPriceHistory.date,
        value: listingPriceHistory.value,
        currency: listingPriceHistory.currency,
      })
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.listingId, id))
      .orderBy(asc(listingPriceHistory.date));
    return rows.map((row) => ({ date: row.date.toISOString(), value: row.value, currency: row.currency }));
  }

  async getSimilarListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return [];
    const [row] = await this.db.select().from(listings).where(eq(listings.id, id));
    if (!row || !row.priceShow || row.priceEur <= 0) return [];
    // "Same place": the listing's own place first; when it holds fewer than six, the places around
    // it, one level up at a time (district, city, region), never the whole country. ancestor_place_ids
    // runs from the country down to the listing's own place.
    const places = row.ancestorPlaceIds.slice(1).reverse();
    const found: ListingRecord[] = [];
    for (const placeId of places) {
      const rows = await this.db
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.isArchived, false),
            ne(listings.id, id),
            eq(listings.transactionType, row.transactionType),
            eq(listings.type, row.type),
            sql`${listings.ancestorPlaceIds} @> array[${placeId}]::text[]`,
            eq(listings.priceShow, true),
            inArray(listings.listingClass, ['PropertyListing', 'ProjectAsListing']),
            // Our price band: within a quarter of the listing's price (compared in EUR, one index for every currency).
            between(listings.priceEur, row.priceEur * 0.75, row.priceEur * 1.25),
            // The same property listed by another agency is not "similar": the page names it apart.
            sql`${listings.duplicateOf} is null`,
            found.length > 0
              ? notInArray(
                  listings.id,
                  found.map((r) => r.id),
                )
              : undefined,
          ),
        )
        .orderBy(sql`abs(${listings.priceEur} - ${row.priceEur})`, asc(listings.id))
        .limit(SIMILAR_LISTINGS - found.length);
      found.push(...rows);
      if (found.length >= SIMILAR_LISTINGS) break;
    }
    return this.present(found, options);
  }

  async getDuplicateListings(id: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return [];
    const [row] = await this.db.select({ duplicateOf: listings.duplicateOf }).from(listings).where(eq(listings.id, id));
    if (!row) return [];
    const first = row.duplicateOf ?? id;
    const rows = await this.db
      .select()
      .from(listings)
      .where(
        and(
          ne(listings.id, id),
          eq(listings.isArchived, false),
          or(eq(listings.id, first), eq(listings.duplicateOf, first)),
        ),
      )
      .orderBy(asc(listings.id));
    return this.present(rows, options);
  }

  async getProjectListings(projectId: number, options: ListingQueryOptions = {}): Promise<Listing[]> {
    if (!Number.isSafeInteger(projectId) || projectId < 1) return [];
    const rows = await this.db
      .select()
      .from(listings)
      .where(eq(listings.projectId, projectId))
      .orderBy(sql`case when ${listings.listingClass} = 'UnitListing' then 1 else 0 end`, asc(listings.id));
    return this.present(rows, options);
  }

  async getTranslation(
    id: number | string,
    field: TranslatableField,
    language: Language,
  ): Promise<Result<ListingTranslation, DomainError>> {
    const parsed = parseListingId(id);
    if (!parsed.ok) return err({ ...parsed.error, field: 'id' });
    const [row] = await this.db
      .select({ language: listings.language, titles: listings.titles, descriptions: listings.descriptions })
      .from(listings)
      .where(eq(listings.id, parsed.value));
    if (!row) return err(notFound('LISTING_NOT_FOUND', 'Listing not found'));
    const texts = field === 'title' ? row.titles : row.descriptions;
    return ok(storedTranslation({ listingId: parsed.value, field, language, originalLanguage: row.language, texts }));
  }

  async getProjectCompanies(ids: number[], mode: ProjectCompanyMode = 'Light'): Promise<ProjectCompany[]> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
    if (wanted.length === 0) return [];
    const rows = await this.db.select().from(projectCompanies).where(inArray(projectCompanies.id, wanted));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          projectId: row.projectId,
          role: row.role,
          name: row.name,
          ...(row.accountId !== null ? { accountId: row.accountId } : {}),
          ...(mode === 'Full' && row.website ? { website: row.website } : {}),
        },
      ];
    });
  }

  async getRepositories(): Promise<ListingRepository[]> {
    return listingRepositories();
  }

  async getRepository(id: string): Promise<Result<ListingRepository, DomainError>> {
    const found = listingRepository(id);
    return found ? ok(found) : err(notFound('REPOSITORY_NOT_FOUND', `Repository ${id} is not found`, 'id'));
  }

  private async present(rows: ListingRecord[], options: ListingQueryOptions): Promise<Listing[]> {
    if (rows.length === 0) return [];
    const placeIds = [...new Set(rows.flatMap((row) => row.ancestorPlaceIds))];
    const projectIds = [
      ...new Set(
        rows.flatMap((row) => (row.listingClass === 'ProjectListing' && row.projectId ? [row.projectId] : [])),
      ),
    ];
    const [rates, placeRows, companyRows] = await Promise.all([
      this.rates.current(),
      this.db
        .select({ placeId: places.placeId, type: places.type, names: places.names })
        .from(places)
        .where(inArray(places.placeId, placeIds)),
      projectIds.length === 0
        ? Promise.resolve([])
        : this.db
            .select({ id: projectCompanies.id, projectId: projectCompanies.projectId })
            .from(projectCompanies)
            .where(inArray(projectCompanies.projectId, projectIds))
            .orderBy(asc(projectCompanies.position)),
    ]);
    const placeLabels = new Map<string, PlaceLabel>(placeRows.map((place) => [place.placeId, place]));
    const companiesOf = new Map<number, number[]>();
    for (const company of companyRows)
      (companiesOf.get(company.projectId) ?? companiesOf.set(company.projectId, []).get(company.projectId)!).push(
        company.id,
      );
    return rows.map((row) => {
      const listing = listingFromRow(row, { ...options, rates, places: placeLabels });
      const companies =
        row.listingClass === 'ProjectListing' && row.projectId ? companiesOf.get(row.projectId) : undefined;
      return companies ? { ...listing, projectCompanies: companies } : listing;
    });
  }
}
