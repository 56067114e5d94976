import type { Viewport } from '#domain/places/Place';
import { haversineDistance } from '#domain/places/geometry/haversineDistance';
import type { LatLng } from '#domain/places/geometry/LatLng';
import { pointInPolygon } from '#domain/places/geometry/pointInPolygon';
import type { FloorCriterion, PlaceCriterion, SearchCriteria } from '#domain/search/query/SearchCriteria';
import type { NumberRange } from '#domain/search/SearchFilters';
import { DEFAULT_CLASSES } from '../sql/criteriaSql';
import { circleBoundingBox } from '../sql/geoSql';
import { type ListingIndexStore, MS_PER_DAY, NO_INT16, PLACE_DEPTH } from './ListingIndexStore';

export type Check = (slot: number) => boolean;

/** One test of `rest` and the criteria it stands for. */
export interface CriteriaPart {
  keys: readonly (keyof SearchCriteria)[];
  check: Check;
}

/** Where a slot stands for the search's location: outside, in the place (or area), or in a nearby ring around it. */
export const OUTSIDE = 0;
export const INSIDE = 1;
export const NEARBY = 2;

export interface CompiledCriteria {
  /** The cheap criteria as lookup tables, tested inline by the scanning loop: country, transaction, class. */
  countryOk: Uint8Array;
  /** Dictionary code of the transaction type; 0: any. */
  transaction: number;
  classOk: Uint8Array;
  /** The remaining criteria but the location, after the cheap ones passed. */
  rest: Check;
  /** Every criterion but the location (the map's outside results keep these). */
  filters: Check;
  /** The checks `rest` runs, each with the criteria it tests (a facet leaving its own filter out skips them). */
  parts: CriteriaPart[];
  /** OUTSIDE, INSIDE or NEARBY (NEARBY only in nearby mode). */
  location: (slot: number) => number;
  hasLocation: boolean;
  /** The location is the place alone (no area, viewport or polygon besides): a slot of the place's lists is INSIDE. */
  placeOnly: boolean;
  /** Dictionary code of the searched place, 0 without one. */
  placeCode: number;
}

const codeSet = (codes: number[]): Set<number> => new Set(codes.filter((c) => c >= 0));

/** A set of dictionary codes as a table indexed by code: one read per test. */
function lookup(codes: Set<number>, size: number): Uint8Array {
  const table = new Uint8Array(Math.max(size, 1));
  for (const code of codes) table[code] = 1;
  return table;
}

/**
 * SearchCriteria as predicates over the index columns, with exactly the meaning criteriaSql gives
 * them in SQL (the contract suite runs both): ranges inclusive, a missing value never in a range,
 * amenities and proximities all required, views and orientations any, studios joining rooms.
 */
export function compileCriteria(c: SearchCriteria, s: ListingIndexStore): CompiledCriteria {
  const parts: CriteriaPart[] = [];
  const part = (keys: readonly (keyof SearchCriteria)[], check: Check | undefined) => {
    if (check) parts.push({ keys, check });
  };
  const countries = codeSet(c.countries.map((v) => s.countries.find(v)));
  const transaction = c.transactionType ? s.transactions.find(c.transactionType) : 0;
  const classes = codeSet((c.classes ?? DEFAULT_CLASSES).map((v) => s.classes.find(v)));
  if (c.types) {
    const types = lookup(codeSet(c.types.map((v) => s.types.find(v))), s.types.size);
    part(['types'], (i) => types[s.type[i]] === 1);
  }
  if (c.excludedTypes) {
    const excluded = lookup(codeSet(c.excludedTypes.map((v) => s.types.find(v))), s.types.size);
    part(['excludedTypes'], (i) => excluded[s.type[i]] === 0);
  }
  if (c.subTypes) {
    const subTypes = codeSet(c.subTypes.map((v) => s.subTypes.find(v)));
    part(['subTypes'], (i) => subTypes.has(s.subType[i]));
  }
  const studio = s.subTypes.find('StudioApartment');
  const rooms = rangeCheck(s.rooms, c.rooms);
  if (c.studios)
    part(['rooms', 'studios'], rooms ? (i) => rooms(i) || s.subType[i] === studio : (i) => s.subType[i] === studio);
  else part(['rooms', 'studios'], rooms);
  part(['bedrooms'], int16RangeCheck(s.bedrooms, c.bedrooms));
  part(['bathrooms'], int16RangeCheck(s.bathrooms, c.bathrooms));
  if (c.amenities)
    part(
      ['amenities'],
      allOf(s.amenities.codesOf(c.amenities), (i, code) => s.amenities.has(i, code)),
    );
  if (c.proximities)
    part(
      ['proximities'],
      allOf(s.proximities.codesOf(c.proximities), (i, code) => s.proximities.has(i, code)),
    );
  if (c.views)
    part(
      ['views'],
      anyOf(s.views.codesOf(c.views), (i, code) => s.views.has(i, code)),
    );
  if (c.orientations)
    part(
      ['orientations'],
      anyOf(s.orientations.codesOf(c.orientations), (i, code) => s.orientations.has(i, code)),
    );
  if (c.floors) {
    const floors = c.floors.map((f) => floorCheck(s, f));
    part(['floors'], (i) => floors.some((f) => f(i)));
  }
  part(['priceEur'], rangeCheck(s.priceEur, c.priceEur));
  if (c.luxuryMinEur) {
    const floorByCountry = new Float64Array(Math.max(1, s.countries.size)).fill(Number.NaN);
    for (const [country, min] of Object.entries(c.luxuryMinEur)) {
      const code = s.countries.find(country);
      if (code >= 0) floorByCountry[code] = min;
    }
    // NaN (no floor for the country) fails the comparison.
    part(['luxuryMinEur'], (i) => s.priceEur[i] >= floorByCountry[s.country[i]]);
  }
  part(['livingM2'], rangeCheck(s.livingM2, c.livingM2));
  if (c.availableFrom?.min) {
    const day = dayOf(c.availableFrom.min);
    part(['availableFrom'], (i) => s.availableFromDay[i] >= day);
  }
  if (c.availableFrom?.max) {
    const day = dayOf(c.availableFrom.max);
    part(['availableFrom'], (i) => Number.isNaN(s.availableFromDay[i]) || s.availableFromDay[i] <= day);
  }
  if (c.accountIds) {
    const accounts = new Set(c.accountIds);
    part(['accountIds'], (i) => accounts.has(s.accountId[i]));
  }
  if (c.agentUserId !== undefined) part(['agentUserId'], (i) => s.agentUserId[i] === c.agentUserId);
  if (c.ref !== undefined) part(['ref'], (i) => s.reference[i] === c.ref);
  if (c.postcode !== undefined) {
    const postcode = s.postcodes.find(c.postcode);
    const place = s.places.find(c.postcode);
    part(['postcode'], (i) => (postcode > 0 && s.postcode[i] === postcode) || (place > 0 && onPath(s, i, place)));
  }
  const checks = parts.map((p) => p.check);

  const countryOk = lookup(countries, s.countries.size);
  const classOk = lookup(classes, s.classes.size);
  const rest: Check = (i) => {
    for (const check of checks) if (!check(i)) return false;
    return true;
  };
  const filters: Check = (i) =>
    s.live[i] === 1 &&
    countryOk[s.country[i]] === 1 &&
    (transaction === 0 || s.transaction[i] === transaction) &&
    classOk[s.listingClass[i]] === 1 &&
    rest(i);
  const placeCode = c.place ? Math.max(0, s.places.find(c.place.placeId)) : 0;
  return {
    countryOk,
    transaction: transaction < 0 ? -1 : transaction,
    classOk,
    rest,
    filters,
    parts,
    location: locationOf(c, s, placeCode),
    hasLocation: Boolean(c.place || c.polygons || c.excludedPolygons || c.viewport),
    placeOnly: c.place !== undefined && c.place.mode !== 'mapArea' && !c.polygons && !c.excludedPolygons && !c.viewport,
    placeCode,
  };
}

function locationOf(c: SearchCriteria, s: ListingIndexStore, placeCode: number): (slot: number) => number {
  const extra: Check[] = [];
  if (c.polygons) {
    const polygons = c.polygons.map((p) => polygonCheck(s, p));
    extra.push((i) => polygons.some((inside) => inside(i)));
  }
  if (c.excludedPolygons) {
    const excluded = c.excludedPolygons.map((p) => polygonCheck(s, p));
    extra.push((i) => !excluded.some((inside) => inside(i)));
  }
  if (c.viewport) extra.push(viewportCheck(s, c.viewport));
  const place = c.place;
  const inPlace = place ? placeCheck(s, place, placeCode) : undefined;
  const ring = place?.nearby ? circleCheck(s, place.nearby.center, place.nearby.radiusM) : undefined;
  return (i) => {
    for (const check of extra) if (!check(i)) return OUTSIDE;
    if (!inPlace) return INSIDE;
    if (inPlace(i)) return INSIDE;
    return ring && ring(i) ? NEARBY : OUTSIDE;
  };
}

function placeCheck(s: ListingIndexStore, place: PlaceCriterion, code: number): Check {
  if (place.mode === 'mapArea') return viewportCheck(s, place.viewport);
  return (i) => code > 0 && onPath(s, i, code);
}

function onPath(s: ListingIndexStore, i: number, code: number): boolean {
  const base = i * PLACE_DEPTH;
  for (let d = 0; d < PLACE_DEPTH; d++) if (s.path[base + d] === code) return true;
  return false;
}

/** Inclusive, as the SQL path's viewport ranges (geoSql); west above east crosses the antimeridian. */
export function viewportCheck(s: ListingIndexStore, v: Viewport): Check {
  const { northeast: ne, southwest: sw } = v;
  const inLat = (i: number) => s.latitude[i] >= sw.lat && s.latitude[i] <= ne.lat;
  if (sw.lng <= ne.lng) return (i) => inLat(i) && s.longitude[i] >= sw.lng && s.longitude[i] <= ne.lng;
  return (i) => inLat(i) && (s.longitude[i] >= sw.lng || s.longitude[i] <= ne.lng);
}

function circleCheck(s: ListingIndexStore, center: LatLng, radiusM: number): Check {
  const box = viewportCheck(s, circleBoundingBox({ center, radiusM }));
  return (i) => box(i) && haversineDistance(center, { lat: s.latitude[i], lng: s.longitude[i] }) <= radiusM;
}

function polygonCheck(s: ListingIndexStore, polygon: readonly LatLng[]): Check {
  const lats = polygon.map((p) => p.lat);
  const lngs = polygon.map((p) => p.lng);
  const box = viewportCheck(s, {
    northeast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
    southwest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
  });
  return (i) => box(i) && pointInPolygon({ lat: s.latitude[i], lng: s.longitude[i] }, polygon);
}

function floorCheck(s: ListingIndexStore, f: FloorCriterion): Check {
  const known = (i: number) => s.floor[i] !== NO_INT16;
  switch (f.kind) {
    case 'exact':
      return (i) => known(i) && s.floor[i] === f.floor;
    case 'basement':
      return (i) => known(i) && s.floor[i] < 0;
    case 'ground':
      return (i) => s.floor[i] === 0;
    case 'upper':
      return (i) => known(i) && s.floor[i] >= 1;
  }
}

function rangeCheck(column: Float64Array, range: NumberRange | undefined): Check | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  // NaN (no value) fails both comparisons, as NULL does in SQL.
  return (i) => column[i] >= min && column[i] <= max;
}

function int16RangeCheck(column: Int16Array, range: NumberRange | undefined): Check | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  return (i) => column[i] !== NO_INT16 && column[i] >= min && column[i] <= max;
}

const allOf = (codes: number[], has: (i: number, code: number) => boolean): Check =>
  codes.includes(-1) ? () => false : (i) => codes.every((code) => has(i, code));

const anyOf = (codes: number[], has: (i: number, code: number) => boolean): Check => {
  const known = codes.filter((code) => code >= 0);
  return (i) => known.some((code) => has(i, code));
};

const dayOf = (date: string): number => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY;
