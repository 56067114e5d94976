import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  date,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TransactionType } from '#domain/listings/Listing';
import type { NearbyArea } from '#domain/search/location/nearbyArea';
import type { LocationMode, SearchFilters } from '#domain/search/SearchFilters';
import type { NotificationChannel, SaveSearchOrigin } from '#domain/search/saved/SavedSearch';

/**
 * Searches as the searches service keeps them (document 001 §3 Search): created by every
 * visitor's search (unless saveInDb is false: crawlers), saved when the visitor saves one.
 * The counters are those of the latest run, so lists of searches need no query per search.
 */
export const searches = pgTable(
  'searches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    filters: jsonb('filters').$type<SearchFilters>().notNull(),
    sort: text('sort'),
    title: text('title'),
    saved: boolean('saved').notNull().default(false),
    notifications: text('notifications')
      .array()
      .$type<NotificationChannel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    currencyId: char('currency_id', { length: 3 }).notNull(),
    portalId: text('portal_id').notNull(),
    saveSearchOrigin: text('save_search_origin').$type<SaveSearchOrigin>(),
    createdByProfileId: text('created_by_profile_id'),
    /** The unguessable half of a search's share reference (`{id}.{shareKey}`): an id alone opens only the owner's. */
    shareKey: text('share_key'),
    placeId: text('place_id'),
    automaticTitle: text('automatic_title').notNull(),
    automaticSubtitle: text('automatic_subtitle').notNull(),
    locationMode: text('location_mode').$type<LocationMode>(),
    nearbyArea: jsonb('nearby_area').$type<NearbyArea>(),
    unreadTotal: integer('unread_total').notNull().default(0),
    priceDropsTotal: integer('price_drops_total').notNull().default(0),
    priceIncreasesTotal: integer('price_increases_total').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    lastExecutionDate: timestamp('last_execution_date', { withTimezone: true }),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // GET /searches: a profile's recent searches (-lastExecutionDate) and saved ones (-creationDate).
    index('searches_profile_recent_idx')
      .on(t.createdByProfileId, t.lastExecutionDate.desc())
      .where(sql`${t.isArchived} = false`),
    index('searches_profile_saved_idx')
      .on(t.createdByProfileId, t.creationDate.desc())
      .where(sql`${t.saved} = true and ${t.isArchived} = false`),
  ],
);

/**
 * Document 001 §3: "Luxury price range: per country and currency, min, max, active". Kept per
 * transaction type too (a luxury rent is a monthly amount); other currencies are converted from
 * the country's row at the current rates.
 */
export const luxuryPriceRanges = pgTable(
  'luxury_price_ranges',
  {
    countryIso: char('country_iso', { length: 2 }).notNull(),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    currencyId: char('currency_id', { length: 3 }).notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.countryIso, t.transactionType, t.currencyId] })],
);

/**
 * Every change to listings, in order, written by statement triggers (migration search_indexes):
 * each server node's in-memory search index replays it to stay current. listing_id 0 means the
 * listings were truncated: reload everything. Entries older than an hour are pruned.
 */
export const listingSearchChanges = pgTable(
  'listing_search_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer('listing_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_search_changes_changed_at_idx').on(t.changedAt)],
);

/**
 * The search projection: each live listing's searchable fields and nothing else (about 300 bytes a
 * row against 2 KB in listings), what the SQL search path (infrastructure/search/sql) scans when
 * the in-memory index is off or still loading. Same column names as listings, so the search SQL
 * reads either. Kept current inside every write to listings by statement triggers (migration
 * search_projection, beside the change log's): archived listings leave it, others are upserted.
 */
export const searchListings = pgTable(
  'search_listings',
  {
    id: integer('id').primaryKey(),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    transactionType: text('transaction_type').notNull(),
    type: text('type').notNull(),
    subType: text('sub_type'),
    listingClass: text('listing_class').notNull(),
    category: text('category').notNull(),
    priceEur: doublePrecision('price_eur').notNull(),
    livingM2: doublePrecision('living_m2'),
    rooms: real('rooms'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    floor: smallint('floor'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accountId: integer('account_id'),
    agentUserId: integer('agent_user_id'),
    duplicateOf: integer('duplicate_of'),
    availableFrom: date('available_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    priceLastChangeType: text('price_last_change_type'),
    priceLastChangeDate: timestamp('price_last_change_date', { withTimezone: true }),
    priceChangeRatio: doublePrecision('price_change_ratio'),
    reference: text('reference').notNull(),
    postcode: text('postcode'),
    ancestorPlaceIds: text('ancestor_place_ids').array().notNull(),
    amenities: text('amenities').array().notNull(),
    proximities: text('proximities').array().notNull(),
    views: text('views').array().notNull(),
    orientations: text('orientations').array().notNull(),
  },
  (t) => [
    index('search_listings_ancestor_place_ids_gin').using('gin', t.ancestorPlaceIds),
    index('search_listings_point_gist').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    index('search_listings_account_idx').on(t.accountId),
    index('search_listings_agent_user_idx').on(t.agentUserId),
    index('search_listings_duplicate_of_idx').on(t.duplicateOf),
  ],
);
