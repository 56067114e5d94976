/* eslint-disable @typescript-eslint/no-explicit-any -- test support reads any JSON answer or raw SQL row */
import { sql } from 'drizzle-orm';
import { shownOnce } from '#domain/listings/duplicates/duplicateRule';
import type { Viewport } from '#domain/places/Place';
import { haversineDistance } from '#domain/places/geometry/haversineDistance';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { pointInPolygon } from '#domain/places/geometry/pointInPolygon';
import type { Database } from '#infrastructure/db/DatabaseToken';

/** A listing as the contract suites judge results: the columns filters and sortings read. */
export interface OracleListing {
  id: number;
  countryIso: string;
  isArchived: boolean;
  listingClass: string;
  transactionType: string;
  type: string;
  subType: string | null;
  category: string;
  priceEur: number;
  rooms: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  livingM2: number | null;
  amenities: string[];
  proximities: string[];
  views: string[];
  orientations: string[];
  availableFrom: string | null;
  accountId: number | null;
  agentUserId: number | null;
  reference: string;
  postcode: string | null;
  ancestorPlaceIds: string[];
  latitude: number;
  longitude: number;
  updatedAt: number;
  priceChangeRatio: number | null;
  priceLastChangeType: string | null;
  projectId: number | null;
  /** The first listing of the property this one repeats, null on the first or a lone listing. */
  duplicateOf: number | null;
}

/**
 * The expected answers, computed in plain TypeScript from every listing row, so the suites
 * check the services against an independent reading of the documents' rules rather than
 * against the SQL they are written in.
 */
export class SearchOracle {
  private constructor(
    readonly listings: readonly OracleListing[],
    readonly accountTypes: ReadonlyMap<number, { type: string; related: number[] }>,
  ) {}

  static async load(db: Database): Promise<SearchOracle> {
    const result =
      await db.execute(sql`select id, country_iso, is_archived, listing_class, transaction_type, type, sub_type, category,
      price_eur, rooms, bedrooms, bathrooms, floor, living_m2, amenities, proximities, views, orientations, available_from::text as available_from,
      account_id, agent_user_id, reference, postcode, ancestor_place_ids, latitude, longitude, updated_at, price_change_ratio,
      price_last_change_type, project_id, duplicate_of from listings`);
    const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
      string,
      any
    >[];
    const accounts = await db.execute(sql`select id, type, related_account_ids from accounts`);
    const accountRows = (
      Array.isArray(accounts) ? accounts : (accounts as { rows: Record<string, unknown>[] }).rows
    ) as Record<string, any>[];
    return new SearchOracle(
      rows.map((r) => ({
        id: Number(r.id),
        countryIso: r.country_iso,
        isArchived: r.is_archived,
        listingClass: r.listing_class,
        transactionType: r.transaction_type,
        type: r.type,
        subType: r.sub_type,
        category: r.category,
        priceEur: Number(r.price_eur),
        rooms: num(r.rooms),
        bedrooms: num(r.bedrooms),
        bathrooms: num(r.bathrooms),
        floor: num(r.floor),
        livingM2: num(r.living_m2),
        amenities: r.amenities,
        proximities: r.proximities,
        views: r.views,
        orientations: r.orientations,
        availableFrom: r.available_from,
        accountId: num(r.account_id),
        agentUserId: num(r.agent_user_id),
        reference: r.reference,
        postcode: r.postcode,
        ancestorPlaceIds: r.ancestor_place_ids,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        updatedAt: new Date(r.updated_at).getTime(),
        priceChangeRatio: num(r.price_change_ratio),
        priceLastChangeType: r.price_last_change_type,
        projectId: num(r.project_id),
        duplicateOf: num(r.duplicate_of),
      })),
      new Map(
        accountRows.map((a) => [Number(a.id), { type: a.type, related: (a.related_account_ids ?? []).map(Number) }]),
      ),
    );
  }

  /**
   * Live listings a search without filters shows: properties and projects, units inside their
   * project (document 001 §3 classes); of those the predicate accepts, each property once (issue
   * 11 "is shown once in search": the domain's shownOnce picks the copy).
   */
  visible(predicate: (l: OracleListing) => boolean = () => true): OracleListing[] {
    return shownOnce(this.matching((l) => l.listingClass !== 'UnitListing' && predicate(l)));
  }

  /** Live listings the predicate accepts, every copy of a duplicated property included. */
  matching(predicate: (l: OracleListing) => boolean): OracleListing[] {
    return this.listings.filter((l) => !l.isArchived && predicate(l));
  }
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export const inViewport = (l: OracleListing, v: Viewport): boolean =>
  l.latitude >= v.southwest.lat &&
  l.latitude <= v.northeast.lat &&
  l.longitude >= v.southwest.lng &&
  l.longitude <= v.northeast.lng;

export const inPolygon = (l: OracleListing, polygon: readonly LatLng[]): boolean =>
  pointInPolygon({ lat: l.latitude, lng: l.longitude }, polygon);

export const distanceTo = (l: OracleListing, point: LatLng): number =>
  haversineDistance(point, { lat: l.latitude, lng: l.longitude });

/** The most common value of a key among listings: a filter value certain to find something. */
export function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * Facet counts as the oracle reads them: listings per value (a listing with several values, e.g.
 * amenities, counts once for each), missing values left out.
 */
export function countBy(
  listings: readonly OracleListing[],
  valuesOf: (l: OracleListing) => readonly (string | number | null)[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const l of listings) {
    for (const value of valuesOf(l))
      if (value !== null) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return counts;
}
