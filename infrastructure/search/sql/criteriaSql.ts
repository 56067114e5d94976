import { type SQL, sql } from 'drizzle-orm';
import type { ListingClass } from '#domain/listings/Listing';
import type { NumberRange } from '#domain/search/SearchFilters';
import type { FloorCriterion, PlaceCriterion, SearchCriteria } from '#domain/search/query/SearchCriteria';
import { inCircleSql, inPolygonSql, inViewportSql } from './geoSql';

/** Document 001 §3 classes; a search that names none shows properties and projects, and units inside their project. */
export const DEFAULT_CLASSES: readonly ListingClass[] = ['PropertyListing', 'ProjectListing', 'ProjectAsListing'];

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

function rangeSql(column: string, range: NumberRange | undefined): SQL[] {
  const out: SQL[] = [];
  if (range?.min !== undefined) out.push(sql`${sql.raw(column)} >= ${range.min}`);
  if (range?.max !== undefined) out.push(sql`${sql.raw(column)} <= ${range.max}`);
  return out;
}

function floorSql(floor: FloorCriterion): SQL {
  switch (floor.kind) {
    case 'exact':
      return sql`l.floor = ${floor.floor}`;
    case 'basement':
      return sql`l.floor < 0`;
    case 'ground':
      return sql`l.floor = 0`;
    case 'upper':
      return sql`l.floor >= 1`;
  }
}

export const anyOf = (parts: SQL[]): SQL => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`);
export const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** Listings in the place itself (exact), or in its viewport (mapArea). Nearby adds its ring apart (nearbySql). */
export function inPlaceSql(place: PlaceCriterion): SQL {
  return place.mode === 'mapArea'
    ? inViewportSql(place.viewport)
    : sql`l.ancestor_place_ids @> ${textArray([place.placeId])}`;
}

/** Listings around the place but outside it: nearby mode's ring (document 001 §3 isNearby, nearbyTotal). */
export function nearbyRingSql(place: PlaceCriterion): SQL | undefined {
  return place.nearby ? sql`(${inCircleSql(place.nearby)} and not (${inPlaceSql(place)}))` : undefined;
}

/**
 * Every criterion except the place (the map's outside results keep these and drop the place).
 * `countryFromPlace`: the place, one of the countries, names the country (locationConditions), so
 * the portal's list of countries is left out: a country_iso = any(…) beside it would keep the
 * planner from walking the sort indexes in order.
 */
export function filterConditions(c: SearchCriteria, countryFromPlace = false): SQL[] {
  // search_listings holds live listings only (migration search_projection): no archived test.
  const where: SQL[] = countryFromPlace
    ? []
    : [
        c.countries.length === 1
          ? sql`l.country_iso = ${c.countries[0]}`
          : sql`l.country_iso = any(${textArray(c.countries)})`,
      ];
  if (c.transactionType) where.push(sql`l.transaction_type = ${c.transactionType}`);
  if (c.types)
    where.push(c.types.length === 1 ? sql`l.type = ${c.types[0]}` : sql`l.type = any(${textArray(c.types)})`);
  if (c.excludedTypes) where.push(sql`l.type <> all(${textArray(c.excludedTypes)})`);
  if (c.subTypes) where.push(sql`l.sub_type = any(${textArray(c.subTypes)})`);
  const classes = c.classes ?? DEFAULT_CLASSES;
  where.push(
    classes.length === 1 ? sql`l.listing_class = ${classes[0]}` : sql`l.listing_class = any(${textArray(classes)})`,
  );
  const rooms = rangeSql('l.rooms', c.rooms);
  if (c.studios) {
    // Studio is a special number-of-rooms value (document 001 §3): studios join the rooms range.
    const studio = sql`l.sub_type = 'StudioApartment'`;
    where.push(rooms.length ? sql`(${allOf(rooms)} or ${studio})` : studio);
  } else {
    where.push(...rooms);
  }
  where.push(...rangeSql('l.bedrooms', c.bedrooms), ...rangeSql('l.bathrooms', c.bathrooms));
  if (c.amenities) where.push(sql`l.amenities @> ${textArray(c.amenities)}`);
  if (c.proximities) where.push(sql`l.proximities @> ${textArray(c.proximities)}`);
  if (c.views) where.push(sql`l.views && ${textArray(c.views)}`);
  if (c.orientations) where.push(sql`l.orientations && ${textArray(c.orientations)}`);
  if (c.floors) where.push(anyOf(c.floors.map(floorSql)));
  where.push(...rangeSql('l.price_eur', c.priceEur), ...rangeSql('l.living_m2', c.livingM2));
  if (c.luxuryMinEur) {
    const floors = Object.entries(c.luxuryMinEur);
    where.push(
      floors.length === 0
        ? sql`false`
        : floors.length === 1
          ? sql`l.price_eur >= ${floors[0][1]}`
          : anyOf(floors.map(([country, min]) => sql`(l.country_iso = ${country} and l.price_eur >= ${min})`)),
    );
  }
  if (c.availableFrom?.min) where.push(sql`l.available_from >= ${c.availableFrom.min.slice(0, 10)}::date`);
  // Available by that day: no date means available now.
  if (c.availableFrom?.max)
    where.push(sql`(l.available_from is null or l.available_from <= ${c.availableFrom.max.slice(0, 10)}::date)`);
  if (c.accountIds)
    where.push(
      c.accountIds.length === 1
        ? sql`l.account_id = ${c.accountIds[0]}`
        : sql`l.account_id = any(${sql.param(c.accountIds)}::int[])`,
    );
  if (c.agentUserId !== undefined) where.push(sql`l.agent_user_id = ${c.agentUserId}`);
  if (c.ref !== undefined) where.push(sql`l.reference = ${c.ref}`);
  if (c.postcode !== undefined)
    where.push(sql`(l.postcode = ${c.postcode} or l.ancestor_place_ids @> ${textArray([c.postcode])})`);
  return where;
}

/**
 * Where the search looks: its place, drawn polygons, viewport, minus excluded polygons. With
 * `withNearby`, a nearby search's ring around the place is included.
 */
export function locationConditions(c: SearchCriteria, withNearby = false): SQL[] {
  const where: SQL[] = [];
  if (c.place) {
    const ring = withNearby ? nearbyRingSql(c.place) : undefined;
    if (ring) where.push(sql`(${inPlaceSql(c.place)} or ${ring})`);
    else if (isCountry(c, c.place)) where.push(sql`l.country_iso = ${c.place.placeId}`);
    else where.push(inPlaceSql(c.place));
  }
  if (c.polygons) where.push(anyOf(c.polygons.map(inPolygonSql)));
  if (c.excludedPolygons) where.push(...c.excludedPolygons.map((p) => sql`not (${inPolygonSql(p)})`));
  if (c.viewport) where.push(inViewportSql(c.viewport));
  return where;
}

/**
 * The place is one of the searched countries: its listings are those of that country_iso (a
 * country's place id is its ISO code, the first of each of its listings' ancestors). The equality
 * is served by the (country, transaction, type) btree; the ancestors' test would AND the country's
 * whole GIN posting list in ("single-column indexes lure the planner into BitmapAnd").
 */
const isCountry = (c: SearchCriteria, place: PlaceCriterion): boolean =>
  place.mode === 'exact' && c.countries.includes(place.placeId);

/**
 * The location is the one country the search covers, and nothing besides: no listing the filters
 * find lies outside it, so the map's outside side is empty without a query (one would read the
 * whole country's listings to find none).
 */
export const locationIsItsOnlyCountry = (c: SearchCriteria): boolean =>
  c.place !== undefined &&
  c.countries.length === 1 &&
  isCountry(c, c.place) &&
  !c.polygons &&
  !c.excludedPolygons &&
  !c.viewport;

export const hasLocation = (c: SearchCriteria): boolean =>
  Boolean(c.place || c.polygons || c.excludedPolygons || c.viewport);

/** The listings a search finds, in its place (and, `withNearby`, around it). */
export function criteriaWhere(c: SearchCriteria, withNearby = false): SQL {
  const countryFromPlace = Boolean(c.place && !(withNearby && c.place.nearby) && isCountry(c, c.place));
  return shownOnceSql(allOf([...filterConditions(c, countryFromPlace), ...locationConditions(c, withNearby)]));
}

/**
 * The listings `where` matches, each property once ("is shown once in search", the rule
 * shownOnce of domain/listings/duplicates): a copy (duplicate_of set) only when no listing of its
 * group published before it (its first, or an earlier copy) matches `where` too. The first of a
 * group is its lowest id (markDuplicates keeps it so), so listings without a mark pass untested.
 * The inner query names its listings `l` as `where` does; the copy's own id reaches it through `c`.
 */
export function shownOnceSql(where: SQL): SQL {
  // Two lookups, each on an index (the primary key, listings_duplicate_of_idx), rather than one with an or.
  return sql`(${where}) and (l.duplicate_of is null or not exists (
    select 1 from (select l.id as copy_id, l.duplicate_of as first_id) c
    where exists (select 1 from search_listings l where l.id = c.first_id and ${where})
      or exists (select 1 from search_listings l where l.duplicate_of = c.first_id and l.id < c.copy_id and ${where})))`;
}
