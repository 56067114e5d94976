import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { AreaUnit, PropertyType, TransactionType } from '../listings/Listing';
import { AREA_UNITS, PROPERTY_TYPES } from '../listings/Listing';
import type { Sorting } from '../portal/Portal';
import { SORTINGS } from '../portal/Portal';
import type { GeoParams, NumberRange, Search, SearchClass, SearchFilters, SearchParams } from './SearchFilters';
import { SHARE_KEY } from './saved/parseSearchReference';
import { SEARCH_CLASSES, TOKEN_LIST_FILTERS } from './SearchFilters';
import { searchErrors } from './searchErrors';
import { FILTER_TOKEN } from './validateSearch';

const INTEGER = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const SIGNED_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
/** Transaction codes SE / RE are accepted beside the names (document 001 §3). */
const TRANSACTION_CODES: Readonly<Record<string, TransactionType>> = {
  Sell: 'Sell',
  Rent: 'Rent',
  SE: 'Sell',
  RE: 'Rent',
};

/**
 * Reads typed values out of the query, keeping the first failure. Empty values count as
 * absent (forms send `price.min=`); unknown keys (gclid, utm_*, c) are not ours to judge.
 */
class QueryReader {
  failure?: DomainError;

  constructor(private readonly query: URLSearchParams) {}

  text(key: string): string | undefined {
    const value = this.query.get(key);
    return value === null || value === '' ? undefined : value;
  }

  reject(error: DomainError): void {
    this.failure ??= error;
  }

  private fail(error: DomainError): undefined {
    this.failure ??= error;
    return undefined;
  }

  number(key: string, pattern: RegExp, error: () => DomainError): number | undefined {
    const value = this.text(key);
    if (value === undefined) return undefined;
    const n = Number(value);
    return pattern.test(value) && Number.isFinite(n) && (pattern !== INTEGER || Number.isSafeInteger(n))
      ? n
      : this.fail(error());
  }

  flag(key: string, error: () => DomainError): boolean | undefined {
    const value = this.text(key);
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    return value === 'false' || value === '0' ? false : this.fail(error());
  }

  /** Comma-separated and/or repeated keys; each value mapped (undefined = not valid). */
  list<T extends string>(
    key: string,
    map: (value: string) => T | undefined,
    error: () => DomainError,
  ): T[] | undefined {
    const values = this.query
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter((value) => value !== '');
    if (values.length === 0) return undefined;
    const mapped = values.map(map);
    return mapped.every((value): value is T => value !== undefined) ? mapped : this.fail(error());
  }

  range(prefix: string, pattern: RegExp): NumberRange | undefined {
    const min = this.number(`${prefix}.min`, pattern, () =>
      searchErrors.filterNotValid(`${prefix}.min`, 'RANGE_NOT_VALID'),
    );
    const max = this.number(`${prefix}.max`, pattern, () =>
      searchErrors.filterNotValid(`${prefix}.max`, 'RANGE_NOT_VALID'),
    );
    return min === undefined && max === undefined ? undefined : { min, max };
  }
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | undefined =>
    (values as readonly string[]).includes(value) ? (value as T) : undefined;
const token = (value: string): string | undefined => (FILTER_TOKEN.test(value) ? value : undefined);
/** Property types by name or by their numeric codes 1 to 7 (document 001 §3). */
const propertyType = (value: string): PropertyType | undefined =>
  /^[1-7]$/.test(value) ? PROPERTY_TYPES[Number(value) - 1] : oneOf(PROPERTY_TYPES)(value);

/**
 * searchId: a stored search's id, or its share reference `{id}.{shareKey}` (the owner's page
 * writes it for what no URL carries, so the link opens for whoever it is sent to).
 */
function readSearchReference(read: QueryReader): Pick<SearchParams, 'searchId' | 'shareKey'> {
  const raw = read.text('searchId');
  if (raw === undefined) return {};
  const dot = raw.indexOf('.');
  const id = dot < 0 ? raw : raw.slice(0, dot);
  const shareKey = dot < 0 ? undefined : raw.slice(dot + 1);
  const n = Number(id);
  if (!INTEGER.test(id) || !Number.isSafeInteger(n) || (shareKey !== undefined && !SHARE_KEY.test(shareKey))) {
    read.reject(searchErrors.searchIdNotValid(raw.slice(0, 200)));
    return {};
  }
  return shareKey === undefined ? { searchId: n } : { searchId: n, shareKey };
}

/** The search a query string describes (document 002 §2), syntax checked; the rules come after, in validateSearch. */
export function parseSearchQuery(query: URLSearchParams): Result<Search, DomainError> {
  const read = new QueryReader(query);
  const invalid = (field: string) => () => searchErrors.filterNotValid(field);

  const { searchId, shareKey } = readSearchReference(read);
  const page = read.number('p', INTEGER, () => searchErrors.paramNotValid('page', 'PAGE_NOT_VALID'));
  const rawSort = read.text('sort');
  const sort = rawSort === undefined ? undefined : oneOf<Sorting>(SORTINGS)(rawSort);
  if (rawSort !== undefined && !sort) return err(searchErrors.paramNotValid('sort', 'SORT_NOT_ALLOWED'));
  const geo: GeoParams = {};
  for (const key of ['lat', 'lng', 'zoom', 'neLat', 'neLng', 'swLat', 'swLng'] as const) {
    geo[key] = read.number(key, SIGNED_DECIMAL, () => searchErrors.paramNotValid('geo', 'GEO_NOT_VALID'));
  }

  const rawTransaction = read.text('tt');
  const transactionType = rawTransaction === undefined ? undefined : TRANSACTION_CODES[rawTransaction];
  if (rawTransaction !== undefined && !transactionType) return err(searchErrors.filterNotValid('transactionType'));
  const projects = read.flag('projects', invalid('projects'));
  const classes = read.list<SearchClass>('classes', oneOf(SEARCH_CLASSES), invalid('classes'));
  const unit = read.text('area.living.unit');
  if (unit !== undefined && !oneOf<AreaUnit>(AREA_UNITS)(unit))
    return err(searchErrors.filterNotValid('area.living.unit'));
  const placeId = read.text('placeId');
  if (placeId !== undefined && !token(placeId))
    return err(searchErrors.filterNotValid('location.placeId', 'PLACE_ID_NOT_VALID'));

  const filters: SearchFilters = {
    transactionType,
    types: read.list('pt', propertyType, invalid('types')),
    subTypes: read.list('st', token, invalid('subTypes')),
    classes: projects ? [...(classes ?? []), 'ProjectListing'] : classes,
    studios: read.flag('studios', invalid('studios')),
    luxury: read.flag('luxury', invalid('luxury')),
    numberOf: {
      rooms: read.range('numberOf.rooms', INTEGER),
      bedrooms: read.range('numberOf.bedrooms', INTEGER),
      bathrooms: read.range('numberOf.bathrooms', INTEGER),
    },
    location: { placeId, exact: read.flag('exactLocation', invalid('location.exact')) },
    area: { living: { ...read.range('area.living', DECIMAL), unit: unit as AreaUnit | undefined } },
    price: read.range('price', INTEGER),
    availableFrom: { max: read.text('availableFrom.max') },
    accountId: read.number('accountId', INTEGER, searchErrors.accountIdNotValid),
    agentUserId: read.number('agentUserId', INTEGER, invalid('agentUserId')),
    // Document 002 §2: "reference (short form ref)".
    ref: read.text('ref') ?? read.text('reference'),
  };
  for (const key of TOKEN_LIST_FILTERS) filters[key] = read.list(key, token, invalid(key));
  if (read.failure) return err(read.failure);
  return ok({ filters, params: { page, sort, geo, searchId, shareKey } });
}
