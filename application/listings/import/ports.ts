import type { ServiceIdentifier } from 'inversify';
import type { ImportedListing, ImportFormat, ParsedFeed } from '#domain/listings/import/ImportedListing';
import type { ImportedListingState } from '#domain/listings/import/importPlan';
import type { PriceChange } from '#domain/listings/import/importedPriceChange';
import type {
  ImportedPicturesState,
  ImportWarning,
  PictureCounts,
  PictureWarningReason,
  StoredPicture,
} from '#domain/listings/import/importedPictures';
import type { ImportRunReport } from '#domain/listings/import/ImportRunReport';
import type { ListingImage } from '#domain/listings/Listing';
import type { PlacedLocation, PlaceLookup } from '#domain/listings/import/placeImportedListing';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/**
 * Reads an agency's feed into listings (docs/import.md). FEED_NOT_READABLE (field `feed`) for a feed
 * that is not the format's XML: malformed, not UTF-8 / its declared encoding, or with a DOCTYPE.
 */
export interface ListingFeedParser {
  parse(format: ImportFormat, feed: string | Uint8Array): Result<ParsedFeed, DomainError>;
}
export const ListingFeedParser: ServiceIdentifier<ListingFeedParser> = Symbol.for('listings.ListingFeedParser');

/** The agency a feed is imported for: its account, and the user the portal names as its contact. */
export interface ImportingAgency {
  accountId: number;
  contactUserId?: number;
}

/** One listing as the import writes it: the feed's listing with what the handler decided about it. */
export interface ImportedListingWrite {
  agencyId: number;
  contactUserId?: number;
  format: ImportFormat;
  listing: ImportedListing;
  fingerprint: string;
  place: PlacedLocation;
  /** listings.price_eur: the price at today's rates (indexedPriceEur). */
  priceEur: number;
  livingM2?: number;
  landM2?: number;
  /** On an update whose price moved: the change shown and sorted by, and a point in the price history. */
  priceChange?: PriceChange;
  at: Date;
}

/**
 * The rows of imported listings (listings, listing_imports, listing_price_history, import_runs).
 * Each write is one transaction: a listing is stored whole or not at all. Every write to listings
 * goes through the listing change log (its triggers), so alerts, duplicates and the page cache see it.
 */
export interface ListingImportStore {
  agency(agencyId: number): Promise<ImportingAgency | undefined>;
  /** The agency's imported listings by the feed's reference, archived ones included. */
  importedListings(agencyId: number): Promise<Map<string, ImportedListingState>>;
  /** Places of the country by postcode, by town name (any language, any case), and the towns in an area. */
  findPlaces(query: {
    countryIso: string;
    postcode?: string;
    town?: string;
    area?: { south: number; north: number; west: number; east: number };
  }): Promise<PlaceLookup>;
  create(write: ImportedListingWrite): Promise<number>;
  update(listingId: number, write: ImportedListingWrite): Promise<void>;
  archive(listingId: number, at: Date): Promise<void>;
  saveRun(report: ImportRunReport): Promise<number>;
  /** The agency's runs, newest first. */
  runs(agencyId: number, limit: number): Promise<ImportRunReport[]>;
}
export const ListingImportStore: ServiceIdentifier<ListingImportStore> = Symbol.for('listings.ListingImportStore');

/** The exchange rates a price is indexed at (listings.price_eur). */
export interface ImportExchangeRates {
  current(): Promise<ExchangeRates>;
}
export const ImportExchangeRates: ServiceIdentifier<ImportExchangeRates> = Symbol.for('listings.ImportExchangeRates');

export const ImportClock: ServiceIdentifier<Clock> = Symbol.for('listings.ImportClock');

/**
 * The imported listings' pictures (listings.images, listing_imports.images_from, the run's report).
 * A listing's images and the list they were made from are written in one transaction, through the
 * listing change log like every write to listings.
 */
export interface ListingPictureStore {
  /** The agency's live imported listings, with their picture lists and the images they show. */
  pictureStates(agencyId: number): Promise<ImportedPicturesState[]>;
  savePictures(listingId: number, images: ListingImage[], madeFrom: readonly string[] | null, at: Date): Promise<void>;
  /** The run's picture counts and warnings, added to its stored report, and the run's end moved to `finishedAt`. */
  savePictureReport(runId: number, pictures: PictureCounts, warnings: ImportWarning[], finishedAt: Date): Promise<void>;
}
export const ListingPictureStore: ServiceIdentifier<ListingPictureStore> = Symbol.for('listings.ListingPictureStore');

/**
 * The feed's pictures into the media store (the import's FeedImages, docs/import-api.md "Pictures"):
 * `source` a URL of the feed, fetched under the outbound-URL rule, or the name of an entry of the
 * uploaded zip. A picture that fails is answered as its warning's reason, never thrown.
 */
export interface FeedPictures {
  store(
    agencyId: number,
    source: string,
    zipped: ReadonlyMap<string, Buffer>,
  ): Promise<Result<StoredPicture, { source: string; reason: PictureWarningReason }>>;
}
export const FeedPictures: ServiceIdentifier<FeedPictures> = Symbol.for('listings.FeedPictures');
