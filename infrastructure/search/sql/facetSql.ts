import { type SQL, sql } from 'drizzle-orm';
import type { FacetName, FacetSpec, FacetValue } from '#domain/search/facets/FacetSpec';
import { isRangeFacet } from '#domain/search/facets/FacetSpec';

export interface FacetContext {
  /** Units of the search's currency per EUR: price buckets are in the search's currency. */
  rate: number;
  /** The searched place: `places` counts its children (without one, the countries). */
  placeId?: string;
  /** Bucket width for range facets that name none. */
  defaultInterval: (name: 'price' | 'livingArea') => number;
}

const SCALAR: Partial<Record<FacetName, string>> = {
  transactionType: 'l.transaction_type',
  types: 'l.type',
  subTypes: 'l.sub_type',
  classes: 'l.listing_class',
  categories: 'l.category',
  rooms: 'l.rooms',
  bedrooms: 'l.bedrooms',
  bathrooms: 'l.bathrooms',
  floors: 'l.floor',
  postcode: 'l.postcode',
};
const ARRAY: Partial<Record<FacetName, string>> = {
  amenities: 'l.amenities',
  proximities: 'l.proximities',
  viewLandscapes: 'l.views',
  orientations: 'l.orientations',
};

/**
 * A facet counted by one key per listing (every facet but the array ones): the key as text, null
 * for a listing the facet leaves out; range facets' key is the bucket, floor(value / interval).
 * The search's counting query groups such keys together (SqlListingSearch, grouping sets).
 */
export function facetKey(
  spec: FacetSpec,
  ctx: FacetContext,
): { key: SQL; read: (rows: FacetRow[]) => FacetValue[] } | undefined {
  if (isRangeFacet(spec.name)) {
    const interval = spec.interval ?? ctx.defaultInterval(spec.name);
    const value = spec.name === 'price' ? sql`(l.price_eur * ${ctx.rate})` : sql`l.living_m2`;
    return {
      key: sql`floor(${value} / ${interval})::float8::text`,
      read: (rows) =>
        rows.map((r) => {
          const min = Number(r.value) * interval;
          return { value: String(min), count: Number(r.count), min, max: min + interval };
        }),
    };
  }
  if (ARRAY[spec.name]) return undefined;
  const scalar = spec.name === 'places' ? placeChildSql(ctx.placeId) : sql.raw(SCALAR[spec.name] as string);
  return { key: sql`(${scalar})::text`, read: readValues };
}

const readValues = (rows: FacetRow[]) => rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));

/**
 * One GROUP BY for a facet over the listings `where` matches: the search's, or the search's
 * without the facet's own filter group (domain/search/facets/facetScope). Rows come back as
 * (value text, count int).
 */
export function facetQuery(
  spec: FacetSpec,
  where: SQL,
  ctx: FacetContext,
): { query: SQL; read: (rows: FacetRow[]) => FacetValue[] } {
  const keyed = facetKey(spec, ctx);
  if (keyed) {
    return {
      query: sql`select ${keyed.key} as value, count(*)::int as count from search_listings l where ${where} and ${keyed.key} is not null group by 1`,
      read: keyed.read,
    };
  }
  return {
    query: sql`select v as value, count(*)::int as count from search_listings l cross join lateral unnest(${sql.raw(ARRAY[spec.name] as string)}) as v
        where ${where} group by 1`,
    read: readValues,
  };
}

/** The child of the searched place on the listing's ancestor path (country → region → locality → postcode). */
function placeChildSql(placeId: string | undefined): SQL {
  if (!placeId) return sql`l.ancestor_place_ids[1]`;
  return sql`l.ancestor_place_ids[array_position(l.ancestor_place_ids, ${placeId}::text) + 1]`;
}

export interface FacetRow {
  value: unknown;
  count: unknown;
}
