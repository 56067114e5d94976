import { eq, inArray } from 'drizzle-orm';
import { inject, injectable, optional } from 'inversify';
import type { ListingQueryOptions, ListingsService } from '#application/listings/ports';
import type { Listing } from '#domain/listings/Listing';
import { parseListingId } from '#domain/listings/ListingId';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { type Result, err, ok } from '#domain/shared/Result';
import { Database } from '#infrastructure/db/DatabaseToken';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import { listings, places } from '#infrastructure/db/schema';
import { type ListingRecord, type PlaceLabel, listingFromRow } from './listingFromRow';

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

  private async present(rows: ListingRecord[], options: ListingQueryOptions): Promise<Listing[]> {
    if (rows.length === 0) return [];
    const placeIds = [...new Set(rows.flatMap((row) => row.ancestorPlaceIds))];
    const [rates, placeRows] = await Promise.all([
      this.rates.current(),
      this.db
        .select({ placeId: places.placeId, type: places.type, names: places.names })
        .from(places)
        .where(inArray(places.placeId, placeIds)),
    ]);
    const placeLabels = new Map<string, PlaceLabel>(placeRows.map((place) => [place.placeId, place]));
    return rows.map((row) => listingFromRow(row, { ...options, rates, places: placeLabels }));
  }
}
