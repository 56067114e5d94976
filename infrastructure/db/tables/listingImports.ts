import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ImportedContact,
  ImportFormat,
  ImportMode,
  ImportRejection,
} from '#domain/listings/import/ImportedListing';
import type { ImportWarning, PictureCounts } from '#domain/listings/import/importedPictures';
import type { ImportCounts } from '#domain/listings/import/ImportRunReport';
import { accounts } from './accounts';
import { listings } from './listings';

/**
 * A listing that came from an agency's feed (docs/import.md): the feed's own reference, which a
 * later feed names it by, the digest of what the feed said (an unchanged listing is not written
 * again), and what the listing row has no column for: the feed's picture list and the one the listing's images
 * were made from, the contact.
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    listingId: integer('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => accounts.id),
    reference: text('reference').notNull(),
    format: text('format').$type<ImportFormat>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** As the feed lists them; the media import fetches them into listings.images. */
    imageUrls: text('image_urls').array().notNull(),
    /** The list listings.images was made from; null until the media import made them (docs/import.md "Pictures"). */
    imagesFrom: text('images_from').array(),
    contact: jsonb('contact').$type<ImportedContact>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('listing_imports_agency_reference_uq').on(t.agencyId, t.reference)],
);

/** One import of an agency's feed: its counts and each rejection, for the agency and the operator. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => accounts.id),
    format: text('format').$type<ImportFormat>().notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** When the listings were written (finished_at moves on when the pictures are done); null before migration 0033. */
    listingsFinishedAt: timestamp('listings_finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    rejections: jsonb('rejections').$type<ImportRejection[]>().notNull(),
    failure: jsonb('failure').$type<{ code: string; message: string }>(),
    warnings: jsonb('warnings').$type<ImportWarning[]>().notNull().default([]),
    /** Null until the run's media import ran. */
    pictures: jsonb('pictures').$type<PictureCounts>(),
  },
  (t) => [index('import_runs_agency_idx').on(t.agencyId, t.startedAt.desc())],
);
