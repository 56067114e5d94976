import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import { AREA_UNITS, PROPERTY_TYPES, TRANSACTION_TYPES } from '../listings/Listing';
import type { Sorting } from '../portal/Portal';
import { SORTINGS } from '../portal/Portal';
import { isParsableDate } from './isParsableDate';
import type { GeoParams, LatLng, NumberRange, Search, SearchFilters, SearchParams } from './SearchFilters';
import { SEARCH_CLASSES, TOKEN_LIST_FILTERS } from './SearchFilters';
import { searchErrors } from './searchErrors';
import { SHARE_KEY } from './saved/parseSearchReference';

/** Filter values of open vocabularies, ids and sub-types: safe in a URL and in a comma list. */
export const FILTER_TOKEN = /^[A-Za-z0-9_-]+$/;
/** Printable text without control characters or lone surrogates (a reference as published). */
const REFERENCE = /^\P{C}+$/u;

export interface SearchValidationOptions {
  /** The portal's allowed sortings (document 001 §9); all of them when not given. */
  sortings?: readonly Sorting[];
}

/** The rules of document 001 §5 and document 002 §5 on a search; the first failure is returned. */
export function validateSearch(search: Search, options: SearchValidationOptions = {}): Result<Search, DomainError> {
  const failure = filtersFailure(search.filters) ?? paramsFailure(search.params, options.sortings ?? SORTINGS);
  return failure ? err(failure) : ok(search);
}

const isNonNegativeInteger = (n: number) => Number.isSafeInteger(n) && n >= 0;
const isPositiveInteger = (n: number) => Number.isSafeInteger(n) && n >= 1;
const isNonNegative = (n: number) => Number.isFinite(n) && n >= 0;

function rangeFailure(
  range: NumberRange | undefined,
  field: string,
  isValid: (n: number) => boolean,
): DomainError | undefined {
  if (!range) return undefined;
  for (const bound of ['min', 'max'] as const) {
    const value = range[bound];
    if (value !== undefined && !isValid(value))
      return searchErrors.filterNotValid(`${field}.${bound}`, 'RANGE_NOT_VALID');
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    return searchErrors.minAboveMax(field);
  return undefined;
}

function listFailure(
  list: readonly string[] | undefined,
  field: string,
  isValid: (value: string) => boolean,
): DomainError | undefined {
  return list?.some((value) => !isValid(value)) ? searchErrors.filterNotValid(field) : undefined;
}

const isToken = (value: string) => FILTER_TOKEN.test(value);
const among = (values: readonly string[]) => (value: string) => values.includes(value);
const isLatLng = (point: LatLng) => Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;

function filtersFailure(filters: SearchFilters): DomainError | undefined {
  if (filters.transactionType !== undefined && !among(TRANSACTION_TYPES)(filters.transactionType)) {
    return searchErrors.filterNotValid('transactionType');
  }
  const listChecks: [readonly string[] | undefined, string, (value: string) => boolean][] = [
    [filters.types, 'types', among(PROPERTY_TYPES)],
    [filters.excludedTypes, 'excludedTypes', among(PROPERTY_TYPES)],
    [filters.classes, 'classes', among(SEARCH_CLASSES)],
    [filters.subTypes, 'subTypes', isToken],
    ...TOKEN_LIST_FILTERS.map((key): [string[] | undefined, string, (value: string) => boolean] => [
      filters[key],
      key,
      isToken,
    ]),
  ];
  for (const [list, field, isValid] of listChecks) {
    const failure = listFailure(list, field, isValid);
    if (failure) return failure;
  }
  const failure =
    rangeFailure(filters.numberOf?.rooms, 'numberOf.rooms', isNonNegativeInteger) ??
    rangeFailure(filters.numberOf?.bedrooms, 'numberOf.bedrooms', isNonNegativeInteger) ??
    rangeFailure(filters.numberOf?.bathrooms, 'numberOf.bathrooms', isNonNegativeInteger) ??
    rangeFailure(filters.price, 'price', isNonNegativeInteger) ??
    rangeFailure(filters.area?.living, 'area.living', isNonNegative);
  if (failure) return failure;
  const unit = filters.area?.living?.unit;
  if (unit !== undefined && !among(AREA_UNITS)(unit)) return searchErrors.filterNotValid('area.living.unit');
  return availabilityFailure(filters) ?? locationFailure(filters) ?? identityFailure(filters);
}

function availabilityFailure({ availableFrom }: SearchFilters): DomainError | undefined {
  if (!availableFrom) return undefined;
  for (const bound of ['min', 'max'] as const) {
    const value = availableFrom[bound];
    if (value !== undefined && !isParsableDate(value))
      return searchErrors.filterNotValid(`availableFrom.${bound}`, 'DATE_NOT_VALID');
  }
  const { min, max } = availableFrom;
  return min !== undefined && max !== undefined && Date.parse(min) > Date.parse(max)
    ? searchErrors.minAboveMax('availableFrom')
    : undefined;
}

function locationFailure({ location }: SearchFilters): DomainError | undefined {
  if (!location) return undefined;
  if (location.placeId !== undefined && !isToken(location.placeId))
    return searchErrors.filterNotValid('location.placeId', 'PLACE_ID_NOT_VALID');
  const shapes = [location.polygon ?? [], ...(location.polygons ?? []), ...(location.excludedPolygons ?? [])];
  if (shapes.some((shape) => !shape.every(isLatLng))) return searchErrors.filterNotValid('location.polygon');
  const viewport = location.viewport;
  if (viewport && !(isLatLng(viewport.northeast) && isLatLng(viewport.southwest)))
    return searchErrors.filterNotValid('location.viewport');
  return undefined;
}

function identityFailure(filters: SearchFilters): DomainError | undefined {
  if (filters.accountId !== undefined && !isPositiveInteger(filters.accountId)) return searchErrors.accountIdNotValid();
  if (filters.agentUserId !== undefined && !isPositiveInteger(filters.agentUserId))
    return searchErrors.filterNotValid('agentUserId');
  if (filters.ref !== undefined && !REFERENCE.test(filters.ref)) return searchErrors.filterNotValid('ref');
  if (filters.postcodeId !== undefined && !isToken(filters.postcodeId))
    return searchErrors.filterNotValid('postcodeId');
  return undefined;
}

function paramsFailure(params: SearchParams, sortings: readonly Sorting[]): DomainError | undefined {
  if (params.page !== undefined && !isPositiveInteger(params.page))
    return searchErrors.paramNotValid('page', 'PAGE_NOT_VALID');
  if (params.sort !== undefined && !sortings.includes(params.sort))
    return searchErrors.paramNotValid('sort', 'SORT_NOT_ALLOWED');
  if (params.searchId !== undefined && !isPositiveInteger(params.searchId))
    return searchErrors.searchIdNotValid(params.searchId);
  if (params.shareKey !== undefined && (params.searchId === undefined || !SHARE_KEY.test(params.shareKey)))
    return searchErrors.searchIdNotValid(`${params.searchId ?? ''}.${params.shareKey.slice(0, 64)}`);
  return params.geo && !isValidGeo(params.geo) ? searchErrors.paramNotValid('geo', 'GEO_NOT_VALID') : undefined;
}

/** Zoom and a centre or a bounding box; a half-given centre or box is refused rather than guessed. */
function isValidGeo(geo: GeoParams): boolean {
  const given = (Object.keys(geo) as (keyof GeoParams)[]).filter((key) => geo[key] !== undefined);
  if (given.length === 0) return true;
  if (given.some((key) => !Number.isFinite(geo[key]))) return false;
  const centre = [geo.lat, geo.lng];
  const box = [geo.neLat, geo.neLng, geo.swLat, geo.swLng];
  const complete = (values: (number | undefined)[]) => values.every((v) => v !== undefined);
  const partial = (values: (number | undefined)[]) => values.some((v) => v !== undefined) && !complete(values);
  if (geo.zoom === undefined || geo.zoom < 0 || partial(centre) || partial(box) || !(complete(centre) || complete(box)))
    return false;
  const lats = [geo.lat, geo.neLat, geo.swLat].filter((v): v is number => v !== undefined);
  const lngs = [geo.lng, geo.neLng, geo.swLng].filter((v): v is number => v !== undefined);
  return lats.every((v) => Math.abs(v) <= 90) && lngs.every((v) => Math.abs(v) <= 180);
}
