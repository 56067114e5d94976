import { inArray, sql } from 'drizzle-orm';
import { convertExact, type ExchangeRates } from '#domain/portal/ExchangeRates';
import type { SubjectPlace, TrainingRow } from '#domain/valuation/estimate/trainingRow';
import { type Condition, CONDITIONS, type ValuationPropertyType } from '#domain/valuation/Property';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { listings } from '#infrastructure/db/schema';

interface Row {
  id: number;
  type: ValuationPropertyType;
  listing_class: string;
  language: string;
  titles: Record<string, string>;
  living_area: number;
  land_area: number | null;
  rooms: number | null;
  construction_year: number | null;
  condition: Condition | null;
  amenities: string[] | null;
  latitude: number;
  longitude: number;
  place_id: string;
  locality: string;
  region_id: string | null;
  town_id: string | null;
  town_population: number | null;
  price_value: number;
  price_currency: string;
  price_eur: number;
  created_at: string | Date;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

/**
 * The listings a country's model learns from: live sale listings of apartments and houses with a
 * shown one-off price and a living area (areas in m² whatever unit the owner published them in; projects' "from" prices left out, their units in,
 * as new builds), each price in the country's currency, with the listing's place, its town (and
 * the town's population) and its region: the levels the model's location effects stand on.
 */
export async function loadTrainingRows(
  db: Database,
  country: string,
  currency: string,
  rates: ExchangeRates,
): Promise<TrainingRow[]> {
  const result = await db.execute(sql`
    select l.id, l.type, l.listing_class, l.language, l.titles, l.living_m2 as living_area, l.land_m2 as land_area, l.rooms, l.construction_year, l.condition,
           l.amenities, l.latitude, l.longitude, l.place_id, l.locality, l.price_value, l.price_currency,
           l.price_eur, l.created_at,
           (select p.place_id from places p
             where p.place_id = any(l.ancestor_place_ids) and p.type = 'administrative_area_level_1' limit 1) as region_id,
           town.place_id as town_id, town.population as town_population
      from listings l
      left join lateral (select p.place_id, p.population from places p
                          where p.place_id = any(l.ancestor_place_ids) and p.type = 'locality' limit 1) town on true
     where l.country_iso = ${country} and l.transaction_type = 'Sell' and l.type in ('Apartment', 'House')
       and not l.is_archived and l.price_show and l.price_interval = 'Once' and l.price_value > 0
       and l.listing_class <> 'ProjectListing' and l.listing_class <> 'ProjectAsListing'
       and l.living_m2 > 0
     order by l.id`);
  return rowsOf<Row>(result).map((row) => ({
    listingId: row.id,
    title: publishedTitle(row),
    type: row.type,
    livingArea: Number(row.living_area),
    landArea: row.land_area === null ? undefined : Number(row.land_area),
    rooms: row.rooms === null ? undefined : Number(row.rooms),
    constructionYear: row.construction_year ?? undefined,
    condition: row.condition && CONDITIONS.includes(row.condition) ? row.condition : undefined,
    amenities: row.amenities ?? [],
    isNewBuild: row.listing_class === 'UnitListing',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    placeId: row.place_id,
    localityId: row.town_id ?? row.place_id,
    locality: row.locality,
    population: row.town_population === null ? undefined : Number(row.town_population),
    regionId: row.region_id ?? row.place_id,
    price:
      row.price_currency === currency
        ? Number(row.price_value)
        : convertExact(Number(row.price_eur), 'EUR', currency, rates),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The title as published, in the listing's own language (as the listing page falls back to it). */
const publishedTitle = (row: { language: string; titles: Record<string, string> }): string =>
  row.titles[row.language] ?? Object.values(row.titles)[0] ?? '';

/**
 * The comparables' titles as they are now, in every language the listing has one: the result page
 * shows each in the page's language (listingTitle). Read for the few comparables an estimate used,
 * not kept in the model's rows (six languages for every listing of a country).
 */
export async function loadListingTitles(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { title: string; titles: Record<string, string> }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, language: listings.language, titles: listings.titles })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { title: publishedTitle(row), titles: row.titles }]));
}

/**
 * The place of a property's address as the model reads it: the place, its town (itself or the
 * town above a postcode area) with the town's population, and its region; undefined when unknown.
 */
export async function loadSubjectPlace(db: Database, placeId: string): Promise<SubjectPlace | undefined> {
  const result = await db.execute(sql`
    select p.place_id, p.type, p.population,
           (select a.place_id from places a
             where a.place_id = any(p.ancestor_ids) and a.type = 'administrative_area_level_1' limit 1) as region_id,
           (select a.place_id from places a where a.place_id = any(p.ancestor_ids) and a.type = 'locality' limit 1) as town_id,
           (select a.population from places a where a.place_id = any(p.ancestor_ids) and a.type = 'locality' limit 1) as town_population
      from places p where p.place_id = ${placeId}`);
  const row = rowsOf<{
    place_id: string;
    type: string;
    population: number | null;
    region_id: string | null;
    town_id: string | null;
    town_population: number | null;
  }>(result)[0];
  if (!row) return undefined;
  const town = row.type === 'locality' ? row.place_id : (row.town_id ?? undefined);
  const population = row.type === 'locality' ? row.population : row.town_population;
  return {
    placeId: row.place_id,
    localityId: town,
    regionId: row.region_id ?? undefined,
    population: population === null ? undefined : Number(population),
  };
}
