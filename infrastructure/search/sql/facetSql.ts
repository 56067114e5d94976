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
 * One GROUP BY per facet over the listings `where` matches: the search's, or the search's
 * without the facet's own filter group (domain/search/facets/facetScope). Rows come back as
 * (value text, count int); range facets as (bucket, count) with bucket = floor(value / interval).
 */
export function facetQuery(
  spec: FacetSpec,
  where: SQL,
  ctx: FacetContext,
): { query: SQL; read: (rows: FacetRow[]) => FacetValue[] } {
  if (isRangeFacet(spec.name)) {
    const interval = spec.interval ?? ctx.defaultInterval(spec.name);
    const value = spec.name === 'price' ? sql`(l.price_eur * ${ctx.rate})` : sql`l.living_m2`;
    return {
      query: sql`select floor(${value} / ${interval})::float8 as value, count(*)::int as count
        from search_listings l where ${where} and ${value} is not null group by 1`,
      read: (rows) =>
        rows.map((r) => {
          const min = Number(r.value) * interval;
          return { value: String(min), count: Number(r.count), min, max: min + interval };
        }),
    };
  }
  const read = (rows: FacetRow[]) => rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
  const array = ARRAY[spec.name];
  if (array) {
    return {
      query: sql`select v as value, count(*)::int as count from search_listings l cross join lateral unnest(${sql.raw(array)}) as v
        where ${where} group by 1`,
      read,
    };
  }
  const scalar = spec.name === 'places' ? placeChildSql(ctx.placeId) : sql.raw(SCALAR[spec.name] as string);
  return {
    query: sql`select (${scalar})::text as value, count(*)::int as count from search_listings l where ${where} and (${scalar}) is not null group by 1`,
    read,
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
