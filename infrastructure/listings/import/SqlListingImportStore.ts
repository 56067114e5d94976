import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportedListingWrite, ImportingAgency, ListingImportStore } from '#application/listings/import/ports';
import { IMPORTED_LISTING_CATEGORY, IMPORTED_LISTING_CLASS } from '#domain/listings/import/ImportedListing';
import type { ImportedListingState } from '#domain/listings/import/importPlan';
import type { ImportRunReport } from '#domain/listings/import/ImportRunReport';
import type { PlaceCandidate, PlaceLookup } from '#domain/listings/import/placeImportedListing';
import { LISTING_CATEGORIES } from '#domain/listings/Listing';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { rowsOf } from '#infrastructure/db/rowsOf';
import { accountRoles, importRuns, listingImports, listingPriceHistory, listings } from '#infrastructure/db/schema';

type PlaceRow = {
  place_id: string;
  type: string;
  names: Record<string, string>;
  postcode: string | null;
  latitude: number;
  longitude: number;
  ancestor_ids: string[];
  locality_names: Record<string, string>;
  ancestor_names: string[] | null;
};

/** Imported listings on the database: each write is one transaction; the listings' triggers log it. */
export class SqlListingImportStore implements ListingImportStore {
  constructor(private readonly db: Database) {}

  async agency(agencyId: number): Promise<ImportingAgency | undefined> {
    const found = rowsOf<{ id: number; contact: number | null }>(
      await this.db.execute(sql`select a.id, (select r.user_id from ${accountRoles} r
          where r.account_id = a.id and r.role in ('Admin', 'Agent') order by r.role, r.user_id limit 1) as contact
        from accounts a where a.id = ${agencyId} and not a.is_archived`),
    )[0];
    if (!found) return undefined;
    return { accountId: Number(found.id), ...(found.contact != null ? { contactUserId: Number(found.contact) } : {}) };
  }

  async importedListings(agencyId: number): Promise<Map<string, ImportedListingState>> {
    const rows = await this.db
      .select({
        reference: listingImports.reference,
        listingId: listingImports.listingId,
        fingerprint: listingImports.fingerprint,
        isArchived: listings.isArchived,
        value: listings.priceValue,
        currency: listings.priceCurrency,
      })
      .from(listingImports)
      .innerJoin(listings, eq(listings.id, listingImports.listingId))
      .where(eq(listingImports.agencyId, agencyId));
    return new Map(
      rows.map((row) => [
        row.reference,
        {
          listingId: row.listingId,
          fingerprint: row.fingerprint,
          isArchived: row.isArchived,
          price: { value: row.value, currency: row.currency },
        },
      ]),
    );
  }

  async findPlaces(query: Parameters<ListingImportStore['findPlaces']>[0]): Promise<PlaceLookup> {
    const select = (where: ReturnType<typeof sql>) =>
      this.db
        .execute(
          sql`select p.place_id, p.type, p.names, p.postcode, p.latitude, p.longitude, p.ancestor_ids,
            case when p.type = 'postal_code' and parent.names is not null then parent.names else p.names end as locality_names,
            (select array_agg(n.value) from places a cross join lateral jsonb_each_text(a.names) n
              where a.place_id = any(p.ancestor_ids)) as ancestor_names
          from places p left join places parent on parent.place_id = p.parent_id
          where p.country_iso = ${query.countryIso} and ${where} limit 50`,
        )
        .then((result) => rowsOf<PlaceRow>(result).map(candidateOf));
    const none = Promise.resolve([] as PlaceCandidate[]);
    const { area } = query;
    const [byPostcode, byTown, near] = await Promise.all([
      query.postcode ? select(sql`p.type = 'postal_code' and p.postcode = ${query.postcode}`) : none,
      query.town
        ? select(sql`p.type = 'locality' and exists (select 1 from jsonb_each_text(p.names) n
            where lower(n.value) = lower(${query.town}))`)
        : none,
      area
        ? select(sql`p.type = 'locality' and p.latitude between ${area.south} and ${area.north}
            and p.longitude between ${area.west} and ${area.east}`)
        : none,
    ]);
    return { byPostcode, byTown, near };
  }

  async create(write: ImportedListingWrite): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ...columnsOf(write),
          originalId: `${write.format}:${write.agencyId}:${write.listing.reference}`,
          category: IMPORTED_LISTING_CATEGORY,
          categoryId: LISTING_CATEGORIES[IMPORTED_LISTING_CATEGORY],
          listingClass: IMPORTED_LISTING_CLASS,
          createdAt: write.at,
        })
        .returning({ id: listings.id });
      await tx.insert(listingImports).values({ listingId: row.id, ...importColumnsOf(write) });
      await tx.insert(listingPriceHistory).values({
        listingId: row.id,
        date: write.at,
        value: write.listing.price.value,
        currency: write.listing.price.currency,
      });
      return row.id;
    });
  }

  async update(listingId: number, write: ImportedListingWrite): Promise<void> {
    const change = write.priceChange;
    await this.db.transaction(async (tx) => {
      await tx
        .update(listings)
        .set({
          ...columnsOf(write),
          ...(change
            ? {
                pricePreviousValue: change.previousValue,
                priceLastChangeType: change.type,
                priceLastChangeDate: write.at,
                priceChangeRatio: change.ratio,
              }
            : {}),
        })
        .where(eq(listings.id, listingId));
      await tx.update(listingImports).set(importColumnsOf(write)).where(eq(listingImports.listingId, listingId));
      if (change)
        await tx
          .insert(listingPriceHistory)
          .values({
            listingId,
            date: write.at,
            value: write.listing.price.value,
            currency: write.listing.price.currency,
          })
          .onConflictDoNothing();
    });
  }

  async archive(listingId: number, at: Date): Promise<void> {
    await this.db.update(listings).set({ isArchived: true, updatedAt: at }).where(eq(listings.id, listingId));
  }

  async saveRun(report: ImportRunReport): Promise<number> {
    const [row] = await this.db
      .insert(importRuns)
      .values({
        agencyId: report.agencyId,
        format: report.format,
        mode: report.mode,
        startedAt: new Date(report.startedAt),
        finishedAt: new Date(report.finishedAt),
        listingsFinishedAt: report.listingsFinishedAt ? new Date(report.listingsFinishedAt) : null,
        counts: report.counts,
        rejections: report.rejections,
        failure: report.failure ?? null,
        warnings: report.warnings,
        pictures: report.pictures ?? null,
      })
      .returning({ id: importRuns.id });
    return row.id;
  }

  async runs(agencyId: number, limit: number): Promise<ImportRunReport[]> {
    const rows = await this.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.agencyId, agencyId)))
      .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      agencyId: row.agencyId,
      format: row.format,
      mode: row.mode,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt.toISOString(),
      ...(row.listingsFinishedAt ? { listingsFinishedAt: row.listingsFinishedAt.toISOString() } : {}),
      counts: row.counts,
      rejections: row.rejections,
      warnings: row.warnings,
      ...(row.pictures ? { pictures: row.pictures } : {}),
      ...(row.failure ? { failure: row.failure } : {}),
    }));
  }
}

function candidateOf(row: PlaceRow): PlaceCandidate {
  return {
    placeId: row.place_id,
    type: row.type,
    names: row.names,
    ...(row.postcode ? { postcode: row.postcode } : {}),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    ancestorIds: row.ancestor_ids,
    ancestorNames: row.ancestor_names ?? [],
    localityNames: row.locality_names,
  };
}

/** The listing row's columns the feed decides, on create and update alike. */
function columnsOf(write: ImportedListingWrite) {
  const { listing, place } = write;
  const rating = (type: 'EnergyEu' | 'Co2Eu') => listing.ratings.find((r) => r.ratingType === type);
  return {
    reference: listing.reference,
    isArchived: false,
    transactionType: listing.transactionType,
    type: listing.type,
    subType: listing.subType ?? null,
    priceValue: listing.price.value,
    priceCurrency: listing.price.currency,
    priceInterval: listing.price.interval,
    priceShow: listing.price.show,
    priceEur: write.priceEur,
    livingArea: listing.livingArea?.value ?? null,
    livingAreaUnit: listing.livingArea?.unit ?? null,
    livingM2: write.livingM2 ?? null,
    landArea: listing.landArea?.value ?? null,
    landAreaUnit: listing.landArea?.unit ?? null,
    landM2: write.landM2 ?? null,
    rooms: listing.rooms ?? null,
    bedrooms: listing.bedrooms ?? null,
    bathrooms: listing.bathrooms ?? null,
    floor: listing.floor ?? null,
    amenities: listing.amenities,
    energyGrade: rating('EnergyEu')?.grade ?? null,
    energyValue: rating('EnergyEu')?.value ?? null,
    co2Grade: rating('Co2Eu')?.grade ?? null,
    co2Value: rating('Co2Eu')?.value ?? null,
    placeId: place.placeId,
    ancestorPlaceIds: place.ancestorPlaceIds,
    countryIso: listing.location.countryIso,
    locality: place.locality,
    latitude: place.latitude,
    longitude: place.longitude,
    geocodeLevel: place.geocodeLevel,
    address: listing.location.address ?? null,
    postcode: listing.location.postcode ?? null,
    showAddress: listing.location.showAddress,
    language: listing.language,
    titles: listing.titles,
    descriptions: listing.descriptions,
    accountId: write.agencyId,
    contactUsers:
      write.contactUserId !== undefined ? [{ userId: write.contactUserId, type: 'MainAgencyContact' as const }] : [],
    relatedAccounts: [{ accountId: write.agencyId, type: 'Vendor' as const }],
    constructionYear: listing.constructionYear ?? null,
    updatedAt: write.at,
  };
}

function importColumnsOf(write: ImportedListingWrite) {
  return {
    agencyId: write.agencyId,
    reference: write.listing.reference,
    format: write.format,
    fingerprint: write.fingerprint,
    imageUrls: write.listing.imageUrls,
    contact: write.listing.contact,
    importedAt: write.at,
  };
}
