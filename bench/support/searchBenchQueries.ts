import type { MapExecution, SearchExecution, SearchesService } from '#application/search/ports';
import { SIGNED_IN_SEARCH_CALLER as CALLER } from '#test/harness/requests/signedInSearchCaller';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { SearchFilters } from '#domain/search/SearchFilters';
import type { Database } from '#infrastructure/db/DatabaseToken';

export interface BenchQuery {
  kind: string;
  filters: SearchFilters;
  currencyId: string;
  facets: string[];
  execution?: SearchExecution;
  map?: MapExecution;
}

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Searches as visitors and crawlers make them, picked from what the data set holds: a country's
 * landing page, a busy town with rooms and a price cap, rents in a region by price, amenities,
 * a drawn area, luxury, biggest price drops, a deep page, an agency, justForYou with preferences,
 * and the map of a region. Facets as the results page asks for them (types, rooms, amenities, price).
 */
export async function benchQueries(db: Database): Promise<BenchQuery[]> {
  const towns = rows<{ place_id: string; country_iso: string; lat: number; lng: number }>(
    await db.execute(`
    select p.place_id, p.country_iso, p.latitude as lat, p.longitude as lng from places p
    where p.type = 'locality' and p.country_iso in ('CH', 'FR', 'DE', 'ES') and p.population is not null
    order by p.population desc limit 40`),
  );
  const pick = (country: string, nth = 0) => towns.filter((t) => t.country_iso === country)[nth] ?? towns[nth];
  const [region] = rows<{ place_id: string }>(
    await db.execute(
      `select place_id from places where type = 'administrative_area_level_1' and country_iso = 'FR' order by population desc nulls last limit 1`,
    ),
  );
  const [agency] = rows<{ account_id: number }>(
    await db.execute(
      `select account_id from listings where account_id is not null group by 1 order by count(*) desc limit 1`,
    ),
  );
  const facets = ['types', 'rooms,count:10', 'amenities', 'price,interval:100000'];
  const zurich = pick('CH');
  const berlin = pick('DE');
  const around = (t: { lat: number; lng: number }, d: number) => [
    { lat: t.lat - d, lng: t.lng - d * 1.4 },
    { lat: t.lat - d, lng: t.lng + d * 1.4 },
    { lat: t.lat + d, lng: t.lng + d },
    { lat: t.lat + d * 0.8, lng: t.lng - d },
  ];
  return [
    {
      kind: 'country landing (FR, Sell)',
      filters: { transactionType: 'Sell', location: { placeId: 'FR' } },
      currencyId: 'EUR',
      facets: ['types', 'places', 'price,interval:100000'],
    },
    {
      kind: 'town, flats 3+ rooms under a price (CH)',
      filters: {
        transactionType: 'Sell',
        types: ['Apartment'],
        numberOf: { rooms: { min: 3 } },
        price: { max: 1_500_000 },
        location: { placeId: zurich.place_id },
      },
      currencyId: 'CHF',
      facets,
    },
    {
      kind: 'region rents by price (FR)',
      filters: { transactionType: 'Rent', location: { placeId: region.place_id } },
      currencyId: 'EUR',
      facets: ['types', 'rooms'],
      execution: { sort: 'priceAsc' },
    },
    {
      kind: 'town, Lift and Balcony, newest (DE)',
      filters: { transactionType: 'Rent', amenities: ['Lift', 'Balcony'], location: { placeId: berlin.place_id } },
      currencyId: 'EUR',
      facets,
      execution: { sort: 'updateDate' },
    },
    {
      kind: 'drawn area (polygon)',
      filters: { transactionType: 'Sell', location: { polygon: around(pick('FR'), 0.08) } },
      currencyId: 'EUR',
      facets,
    },
    {
      kind: 'luxury houses (CH)',
      filters: { transactionType: 'Sell', luxury: true, types: ['House'], location: { placeId: 'CH' } },
      currencyId: 'CHF',
      facets: ['types', 'price,interval:1000000'],
    },
    {
      kind: 'biggest price drops (ES)',
      filters: { transactionType: 'Sell', location: { placeId: 'ES' } },
      currencyId: 'EUR',
      facets: ['types'],
      execution: { sort: 'biggestPriceDrops' },
    },
    {
      kind: 'deep page 40 (DE, Sell)',
      filters: { transactionType: 'Sell', location: { placeId: 'DE' } },
      currencyId: 'EUR',
      facets: [],
      execution: { skip: 780 },
    },
    { kind: 'agency page', filters: { accountId: agency.account_id }, currencyId: 'EUR', facets: ['types'] },
    {
      kind: 'justForYou, preferred amenities (town ES)',
      filters: {
        transactionType: 'Sell',
        preferredAmenities: ['SwimmingPool', 'Terrace'],
        location: { placeId: pick('ES').place_id },
      },
      currencyId: 'EUR',
      facets,
    },
    {
      kind: 'living area in sq ft, 2+ bathrooms (FR)',
      filters: {
        transactionType: 'Sell',
        area: { living: { min: 1200, unit: 'SquareFoot' } },
        numberOf: { bathrooms: { min: 2 } },
        location: { placeId: 'FR' },
      },
      currencyId: 'USD',
      facets: ['types', 'rooms'],
    },
    {
      kind: 'map of a country, zoom 7 (clusters)',
      filters: { transactionType: 'Sell', location: { placeId: 'DE' } },
      currencyId: 'EUR',
      facets: [],
      map: { zoom: 7 },
    },
    {
      kind: 'map of a town, zoom 13 (markers)',
      filters: { transactionType: 'Rent', location: { placeId: zurich.place_id } },
      currencyId: 'CHF',
      facets: [],
      map: { zoom: 13, count: 200 },
    },
  ];
}

/** Runs one bench query through the service as the search page's data hook does (map or list with facets). */
export async function runBenchQuery(service: SearchesService, query: BenchQuery): Promise<void> {
  const draft: SearchDraft = { filters: query.filters, currencyId: query.currencyId };
  const result = query.map
    ? await service.searchMap(draft, query.map as MapExecution, CALLER)
    : await service.createSearch(
        draft,
        { ...(query.execution as SearchExecution), facets: query.facets.map(facet) },
        CALLER,
      );
  if (!result.ok) throw new Error(`${query.kind}: ${result.error.code} ${result.error.message}`);
}

function facet(text: string): FacetSpec {
  const parsed = parseFacetSpec(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
