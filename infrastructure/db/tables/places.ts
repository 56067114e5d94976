import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Places (document 001 §3): country → region (administrative_area_level_1) → locality → postal_code.
 * `ancestor_ids` runs from the country down to the parent, so "everything in place X" is one
 * GIN-indexed array containment test, and breadcrumbs need no recursive query.
 */
export const places = pgTable(
  'places',
  {
    placeId: text('place_id').primaryKey(),
    type: text('type').notNull(),
    parentId: text('parent_id'),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    /** Names by language; `en` is always present. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    viewportNeLat: doublePrecision('viewport_ne_lat').notNull(),
    viewportNeLng: doublePrecision('viewport_ne_lng').notNull(),
    viewportSwLat: doublePrecision('viewport_sw_lat').notNull(),
    viewportSwLng: doublePrecision('viewport_sw_lng').notNull(),
    population: integer('population'),
    postcode: text('postcode'),
    isEu: boolean('is_eu').notNull(),
    ancestorIds: text('ancestor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('places_parent_idx').on(t.parentId),
    index('places_country_type_idx').on(t.countryIso, t.type),
    index('places_ancestor_ids_gin').using('gin', t.ancestorIds),
  ],
);

/**
 * Localised URL slugs of a place. Obsolete slugs stay so old URLs can redirect to the current one.
 * A slug is unique within a country and language, which is what a portal resolves a path segment in.
 */
export const placeSlugs = pgTable(
  'place_slugs',
  {
    placeId: text('place_id')
      .notNull()
      .references(() => places.placeId, { onDelete: 'cascade' }),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    isObsolete: boolean('is_obsolete').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.language, t.slug] }),
    uniqueIndex('place_slugs_country_language_slug_uq').on(t.countryIso, t.language, t.slug),
    index('place_slugs_language_slug_idx').on(t.language, t.slug),
    index('place_slugs_place_idx').on(t.placeId),
  ],
);
