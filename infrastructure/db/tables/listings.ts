import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  AreaUnit,
  ContactUser,
  GeocodeLevel,
  ListingCategory,
  ListingClass,
  ListingImage,
  PropertyType,
  RelatedAccount,
  TransactionType,
} from '#domain/listings/Listing';
import { accounts } from './accounts';
import { projects } from './projects';
import { places } from './places';

type Grade = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/**
 * Every field of domain/listings/Listing.ts, flattened into columns where search filters or sorts on
 * them, kept as jsonb where they are only read back whole (images, contacts, texts by language).
 * Units of a project are rows here too (class UnitListing, project_id set): one table, one search.
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    originalId: text('original_id').notNull(),
    reference: text('reference').notNull(),
    category: text('category').$type<ListingCategory>().notNull(),
    categoryId: smallint('category_id').notNull(),
    listingClass: text('listing_class').$type<ListingClass>().notNull(),
    projectId: integer('project_id').references(() => projects.id),
    migratedToProjectId: integer('migrated_to_project_id'),
    isArchived: boolean('is_archived').notNull().default(false),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    subType: text('sub_type'),

    /** As published: value in its own currency; min/max for projects priced as a range. */
    priceValue: doublePrecision('price_value').notNull(),
    priceMin: doublePrecision('price_min'),
    priceMax: doublePrecision('price_max'),
    priceCurrency: char('price_currency', { length: 3 }).notNull(),
    priceInterval: text('price_interval').$type<'Once' | 'Month'>().notNull(),
    priceShow: boolean('price_show').notNull().default(true),
    pricePreviousValue: doublePrecision('price_previous_value'),
    priceLastChangeType: text('price_last_change_type').$type<'Drop' | 'Increase'>(),
    priceLastChangeDate: timestamp('price_last_change_date', { withTimezone: true }),
    /** (value - previous) / previous: negative for drops; sorts biggestPriceDrops / Increases. */
    priceChangeRatio: doublePrecision('price_change_ratio'),
    /** The price in EUR at the rates of the last normalisation, so one index serves every currency. */
    priceEur: doublePrecision('price_eur').notNull(),

    livingArea: doublePrecision('living_area'),
    livingAreaUnit: text('living_area_unit').$type<AreaUnit>(),
    livingM2: doublePrecision('living_m2'),
    landArea: doublePrecision('land_area'),
    landAreaUnit: text('land_area_unit').$type<AreaUnit>(),
    landM2: doublePrecision('land_m2'),

    /** real: Swiss listings count half rooms (3.5). */
    rooms: real('rooms'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    floors: smallint('floors'),
    floor: smallint('floor'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    proximities: text('proximities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: text('views')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orientations: text('orientations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    energyGrade: char('energy_grade', { length: 1 }).$type<Grade>(),
    energyValue: real('energy_value'),
    co2Grade: char('co2_grade', { length: 1 }).$type<Grade>(),
    co2Value: real('co2_value'),

    placeId: text('place_id')
      .notNull()
      .references(() => places.placeId),
    /** Country down to the listing's own place, so "in place X" is one GIN containment test. */
    ancestorPlaceIds: text('ancestor_place_ids').array().notNull(),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    locality: text('locality').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    geocodeLevel: text('geocode_level').$type<GeocodeLevel>().notNull(),
    address: text('address'),
    postcode: text('postcode'),
    showAddress: boolean('show_address').notNull().default(false),

    /** Language the owner published in; titles / descriptions hold that one and any translations. */
    language: text('language').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    images: jsonb('images').$type<ListingImage[]>().notNull().default([]),
    /** Vendor account and main agent, flattened for the accountId / agentUserId search filters. */
    accountId: integer('account_id').references(() => accounts.id),
    agentUserId: integer('agent_user_id'),
    contactUsers: jsonb('contact_users').$type<ContactUser[]>().notNull().default([]),
    relatedAccounts: jsonb('related_accounts').$type<RelatedAccount[]>().notNull().default([]),
    allowContactDisplay: boolean('allow_contact_display').notNull().default(true),

    /**
     * Duplicate detection: the listing this one repeats (the same property listed by another
     * agency), set by the duplicate rule; search shows only listings where it is null.
     */
    duplicateOf: integer('duplicate_of'),

    availableFrom: date('available_from', { mode: 'string' }),
    constructionYear: smallint('construction_year'),
    /**
     * The property's condition in document 002 §5's vocabulary (RequiresRenovation, GoodCondition,
     * ExcellentCondition, New): what the valuation model learns the wizard's condition step from.
     * Not part of the listing API (document 001 has no such field); null when unknown.
     */
    condition: text('condition'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('listings_country_transaction_type_idx').on(t.countryIso, t.transactionType, t.type),
    index('listings_ancestor_place_ids_gin').using('gin', t.ancestorPlaceIds),
    index('listings_amenities_gin').using('gin', t.amenities),
    index('listings_price_eur_idx').on(t.priceEur),
    index('listings_living_m2_idx').on(t.livingM2),
    index('listings_rooms_idx').on(t.rooms),
    index('listings_updated_at_idx').on(t.updatedAt),
    index('listings_lat_lng_idx').on(t.latitude, t.longitude),
    index('listings_project_idx').on(t.projectId),
    index('listings_account_idx').on(t.accountId),
    index('listings_agent_user_idx').on(t.agentUserId),
    index('listings_duplicate_of_idx').on(t.duplicateOf),
    // Searches only ever show live listings: the default page (newest first per country) reads this alone.
    index('listings_live_idx')
      .on(t.countryIso, t.transactionType, t.updatedAt.desc())
      .where(sql`${t.isArchived} = false`),
  ],
);

/** Every published price of a listing, oldest first; the listing row holds the latest two. */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.date] })],
);
