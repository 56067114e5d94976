import type { ServiceIdentifier } from 'inversify';
import type { ArchiveLimits } from '#domain/import/archiveLimits';
import type { FeedFormat, ImportMode } from '#domain/import/FeedFormat';
import type { PictureWarningReason } from '#domain/listings/import/importedPictures';
import type { ImportCounts } from '#domain/listings/import/ImportRunReport';
import type { Clock } from '#domain/shared/Clock';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

/**
 * A feed as the import receives it: the XML (as sent: its encoding is the parser's to read) and the
 * pictures that came with it in a zip, by their entry name (OpenImmo's `<anhang location="INTERN">`
 * names them); an XML file sent alone has none.
 */
export interface AgencyFeed {
  xml: Buffer;
  images: ReadonlyMap<string, Buffer>;
}

/**
 * What an import run answers the agency once its listings are written: its id (to read its report
 * with later), the listings' counts, and whether pictures are still to come (then imported in the
 * background, and the report gains their counts when they are done).
 */
export interface ImportRunReceipt {
  runId: number;
  counts: ImportCounts;
  picturesPending: boolean;
}

/**
 * The import itself (ImportAgencyFeed, the core of docs/import.md): maps the feed's listings and
 * writes them, storing the run's report. Its failures are the feed's (unreadable XML, an entity, a
 * wrong root element), as 4xx DomainErrors; one bad listing is a rejection inside the report.
 */
export interface AgencyFeedImporter {
  import(
    agencyId: number,
    format: FeedFormat,
    feed: AgencyFeed,
    mode: ImportMode,
  ): Promise<Result<ImportRunReceipt, DomainError>>;
}
export const AgencyFeedImporter: ServiceIdentifier<AgencyFeedImporter> = Symbol.for('import.AgencyFeedImporter');

/** An agency's runs, newest first, as their reports were stored (the run report is the core's shape). */
export interface AgencyImportRuns {
  runsOf(agencyId: number, limit: number): Promise<readonly unknown[]>;
}
export const AgencyImportRuns: ServiceIdentifier<AgencyImportRuns> = Symbol.for('import.AgencyImportRuns');

/** A zip's feed and pictures, read within limits (domain/import/archiveLimits), or why it was refused. */
export interface FeedArchive {
  read(zip: Buffer, limits: ArchiveLimits): Promise<Result<AgencyFeed, DomainError>>;
}
export const FeedArchive: ServiceIdentifier<FeedArchive> = Symbol.for('import.FeedArchive');

/** The import's bounds, from the settings (config/env.ts IMPORT_*). */
export interface ImportLimits {
  /** Bytes of an uploaded or pulled file (XML or zip). */
  maxFeedBytes: number;
  archive: ArchiveLimits;
  /** How many runs GET …/runs answers at most. */
  runsListed: number;
}
export const ImportLimits: ServiceIdentifier<ImportLimits> = Symbol.for('import.ImportLimits');

/** An agency's feed URL, pulled on a schedule (docs/import-api.md "Feed URL"). */
export interface AgencyFeedSource {
  agencyId: number;
  url: string;
  format: FeedFormat;
  updatedAt: Date;
  /** When the job last pulled it, and how that ended ('ok', or the refusal's code). */
  lastPulledAt: Date | null;
  lastOutcome: string | null;
}

/** Where the feed URLs are kept: rows written and read, nothing decided. */
export interface AgencyFeedSources {
  save(source: { agencyId: number; url: string; format: FeedFormat; at: Date }): Promise<AgencyFeedSource>;
  find(agencyId: number): Promise<AgencyFeedSource | undefined>;
  remove(agencyId: number): Promise<boolean>;
  /** Sources not pulled since `before` (or never), oldest first. */
  dueSince(before: Date, limit: number): Promise<AgencyFeedSource[]>;
  pulled(agencyId: number, at: Date, outcome: string): Promise<void>;
}
export const AgencyFeedSources: ServiceIdentifier<AgencyFeedSources> = Symbol.for('import.AgencyFeedSources');

/**
 * Fetches a feed URL the agency gave (docs/security.md "Outbound URLs": public https only, checked
 * again at connection time), within a size and a time limit; a failure is a DomainError naming why.
 */
export interface FeedDownloader {
  download(url: string, options: { maxBytes: number }): Promise<Result<Buffer, DomainError>>;
}
export const FeedDownloader: ServiceIdentifier<FeedDownloader> = Symbol.for('import.FeedDownloader');

/** Whether a URL an agency gives may be called later (the outbound-URL rule; alerts' OutboundUrls is the same). */
export interface FeedUrls {
  accepts(url: string): Promise<boolean>;
}
export const FeedUrls: ServiceIdentifier<FeedUrls> = Symbol.for('import.FeedUrls');

/**
 * A picture stored for a listing in the portal's media store, in the shape of a listing's image
 * (domain/listings/Listing ListingImage, less the id and alt the import gives it): the picture and
 * its thumbnail, WebP under /media like the portal's own photos (their AVIF is made on demand).
 */
export interface StoredFeedImage {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
}

/** Why a picture was not stored: a warning in the run's report, never the listing's rejection. */
export interface FeedImageWarning {
  source: string;
  /** The media store's own reasons; IMAGE_STORE_FAILED is the listing's write, the import's to tell. */
  reason: Exclude<PictureWarningReason, 'IMAGE_STORE_FAILED'>;
}

/**
 * The feed's pictures into the media store (what the import's ImportListingPictures calls for each
 * picture of a listing, as its FeedPictures): `source` is a URL from the feed, fetched under the outbound-URL rule with a time and
 * size limit, or the name of a picture in the uploaded zip; resized with sharp like the portal's
 * own photos. Never throws for a bad picture: it answers the warning.
 */
export interface FeedImages {
  store(
    agencyId: number,
    source: string,
    zipped: ReadonlyMap<string, Buffer>,
  ): Promise<Result<StoredFeedImage, FeedImageWarning>>;
}
export const FeedImages: ServiceIdentifier<FeedImages> = Symbol.for('import.FeedImages');

/**
 * Work an import leaves for after its answer (the pictures of a run), run in the background one at
 * a time per key (an agency), each recorded as a run of the job `import.pictures`.
 */
export interface ImportPictureJobs {
  run(key: string, work: () => Promise<unknown>): void;
  /** Resolves when nothing is running or queued. */
  idle(): Promise<void>;
}
export const ImportPictureJobs: ServiceIdentifier<ImportPictureJobs> = Symbol.for('import.ImportPictureJobs');

/** The scheduled pull of the agencies' feed URLs, started and stopped with the app. */
export interface ImportJobs {
  start(): void;
  stop(): Promise<void>;
}
export const ImportJobs: ServiceIdentifier<ImportJobs> = Symbol.for('import.ImportJobs');

export const ImportClock: ServiceIdentifier<Clock> = Symbol.for('import.Clock');
