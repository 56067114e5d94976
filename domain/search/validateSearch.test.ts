import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import type { Search } from './SearchFilters';
import { SearchMother } from '#test/mothers/domain/SearchMother';
import { validatePlaceSlug } from './validatePlaceSlug';
import { validateSearch } from './validateSearch';

const errorOf = <T>(result: Result<T, DomainError>) => (result.ok ? undefined : result.error);
const failure = (search: Search, sortings?: Parameters<typeof validateSearch>[1]) =>
  errorOf(validateSearch(search, sortings));
const filters = SearchMother.with;
const params = (p: Search['params']) => SearchMother.with({}, p);

describe('validateSearch: ranges', () => {
  it.each(['rooms', 'bedrooms', 'bathrooms'] as const)(
    'numberOf.%s is non-negative integers with min not above max',
    (kind) => {
      expect(failure(filters({ numberOf: { [kind]: { min: 0, max: 0 } } }))).toBeUndefined();
      expect(failure(filters({ numberOf: { [kind]: { min: 2, max: 5 } } }))).toBeUndefined();
      expect(failure(filters({ numberOf: { [kind]: { min: -1 } } }))).toMatchObject({
        code: 'RANGE_NOT_VALID',
        message: 'filters is not valid',
        field: `numberOf.${kind}.min`,
      });
      expect(failure(filters({ numberOf: { [kind]: { max: 2.5 } } }))).toMatchObject({
        code: 'RANGE_NOT_VALID',
        field: `numberOf.${kind}.max`,
      });
      expect(failure(filters({ numberOf: { [kind]: { min: 4, max: 3 } } }))).toEqual({
        kind: 'INVALID',
        code: 'RANGE_MIN_ABOVE_MAX',
        message: 'min > max',
        field: `numberOf.${kind}`,
      });
    },
  );

  it('price is non-negative integers with min not above max', () => {
    expect(failure(filters({ price: { min: 0, max: 100000 } }))).toBeUndefined();
    expect(failure(filters({ price: { min: 1000.5 } }))).toMatchObject({
      field: 'price.min',
      message: 'filters is not valid',
    });
    expect(failure(filters({ price: { max: Number.NaN } }))).toMatchObject({ field: 'price.max' });
    expect(failure(filters({ price: { min: 2, max: 1 } }))).toMatchObject({ message: 'min > max', field: 'price' });
  });

  it('living area allows decimals, not negatives, with a known unit', () => {
    expect(failure(filters({ area: { living: { min: 45.5, max: 80.25, unit: 'SquareMeter' } } }))).toBeUndefined();
    expect(failure(filters({ area: { living: { min: -0.5 } } }))).toMatchObject({ field: 'area.living.min' });
    expect(failure(filters({ area: { living: { max: Number.POSITIVE_INFINITY } } }))).toMatchObject({
      field: 'area.living.max',
    });
    expect(failure(filters({ area: { living: { min: 80.5, max: 80.25 } } }))).toMatchObject({
      message: 'min > max',
      field: 'area.living',
    });
    expect(failure(filters({ area: { living: { unit: 'Furlong' as never } } }))).toMatchObject({
      field: 'area.living.unit',
    });
  });

  it('availability dates must parse, min not after max', () => {
    expect(failure(filters({ availableFrom: { min: '2025-01-01', max: '2025-03-01T12:00:00Z' } }))).toBeUndefined();
    expect(failure(filters({ availableFrom: { max: 'next week' } }))).toMatchObject({
      code: 'DATE_NOT_VALID',
      field: 'availableFrom.max',
    });
    expect(failure(filters({ availableFrom: { max: '2025-02-30' } }))).toMatchObject({ code: 'DATE_NOT_VALID' });
    expect(failure(filters({ availableFrom: { min: '2025-13-01' } }))).toMatchObject({ field: 'availableFrom.min' });
    expect(failure(filters({ availableFrom: { min: '2025-03-02', max: '2025-03-01' } }))).toMatchObject({
      message: 'min > max',
      field: 'availableFrom',
    });
  });
});

describe('validateSearch: vocabularies and ids', () => {
  it('knows the transaction types, property types and listing classes', () => {
    expect(failure(filters({ transactionType: 'Lease' as never }))).toMatchObject({ field: 'transactionType' });
    expect(failure(filters({ types: ['Apartment', 'Castle' as never] }))).toMatchObject({ field: 'types' });
    expect(failure(filters({ excludedTypes: ['Boat', 'Castle' as never] }))).toMatchObject({ field: 'excludedTypes' });
    expect(failure(filters({ classes: ['ProjectAsListing' as never] }))).toMatchObject({ field: 'classes' });
  });

  it('open vocabularies are tokens (letters, digits, underscore, hyphen)', () => {
    expect(
      failure(filters({ amenities: ['Garden', 'Swimming_Pool-2'], subTypes: ['Semi-detachedHouse'] })),
    ).toBeUndefined();
    expect(failure(filters({ amenities: ['Garden,Garage'] }))).toMatchObject({ field: 'amenities' });
    expect(failure(filters({ preferredViewTypes: ['sea view'] }))).toMatchObject({ field: 'preferredViewTypes' });
    expect(failure(filters({ subTypes: [''] }))).toMatchObject({ field: 'subTypes' });
  });

  it('accountId is a positive integer: "Invalid accountId was provided"', () => {
    expect(failure(filters({ accountId: 12 }))).toBeUndefined();
    expect(failure(filters({ accountId: 0 }))).toEqual({
      kind: 'INVALID',
      code: 'ACCOUNT_ID_NOT_VALID',
      message: 'Invalid accountId was provided',
      field: 'accountId',
    });
    expect(failure(filters({ agentUserId: -3 }))).toMatchObject({ field: 'agentUserId' });
  });

  it('a reference is printable text; a place id and postcode id are tokens; polygons are coordinates', () => {
    expect(failure(filters({ ref: 'AB-12/3 ü' }))).toBeUndefined();
    expect(failure(filters({ ref: 'a\u0000b' }))).toMatchObject({ field: 'ref' });
    expect(failure(filters({ location: { placeId: 'ChIJ x' } }))).toMatchObject({ code: 'PLACE_ID_NOT_VALID' });
    expect(failure(filters({ postcodeId: '12 00' }))).toMatchObject({ field: 'postcodeId' });
    expect(
      failure(
        filters({
          location: {
            polygon: [
              { lat: 46.2, lng: 6.1 },
              { lat: 95, lng: 6.2 },
            ],
          },
        }),
      ),
    ).toMatchObject({ field: 'location.polygon' });
    expect(
      failure(filters({ location: { viewport: { northeast: { lat: 1, lng: 200 }, southwest: { lat: 0, lng: 0 } } } })),
    ).toMatchObject({ field: 'location.viewport' });
  });
});

describe('validateSearch: params', () => {
  it('page is a positive integer', () => {
    expect(failure(params({ page: 1 }))).toBeUndefined();
    for (const page of [0, -1, 1.5])
      expect(failure(params({ page }))).toMatchObject({
        code: 'PAGE_NOT_VALID',
        message: 'params is not valid',
        field: 'page',
      });
  });

  it('sort is one of the allowed sortings', () => {
    expect(failure(params({ sort: 'priceDesc' }))).toBeUndefined();
    expect(failure(params({ sort: 'priceDesc' }), { sortings: ['justForYou', 'priceAsc'] })).toMatchObject({
      code: 'SORT_NOT_ALLOWED',
      field: 'sort',
    });
  });

  it("a bad search id reads 'SearchId {n} is not valid'", () => {
    expect(failure(params({ searchId: 7 }))).toBeUndefined();
    expect(failure(params({ searchId: 0 }))).toEqual({
      kind: 'INVALID',
      code: 'SEARCH_ID_NOT_VALID',
      message: 'SearchId 0 is not valid',
      field: 'searchId',
      values: { n: 0 },
    });
  });

  it('geo needs zoom and a centre or a bounding box', () => {
    const box = { neLat: 46.3, neLng: 6.3, swLat: 46.1, swLng: 6.0 };
    expect(failure(params({ geo: { zoom: 12, lat: 46.2, lng: 6.1 } }))).toBeUndefined();
    expect(failure(params({ geo: { zoom: 12, ...box } }))).toBeUndefined();
    expect(failure(params({ geo: { zoom: 12, lat: 46.2, lng: 6.1, ...box } }))).toBeUndefined();
    const bad = [
      { lat: 46.2, lng: 6.1 },
      { zoom: 12 },
      { zoom: 12, lat: 46.2 },
      { zoom: 12, lat: 46.2, lng: 6.1, neLat: 46.3 },
      { zoom: 12, lat: 91, lng: 0 },
      { zoom: 12, lat: 0, lng: Number.NaN },
    ];
    for (const geo of bad) expect(failure(params({ geo }))).toMatchObject({ code: 'GEO_NOT_VALID', field: 'geo' });
  });
});

describe('validatePlaceSlug', () => {
  it('accepts letters (any script), digits, underscore and hyphen', () => {
    for (const slug of ['geneve', 'la-chaux-de-fonds', 'zürich', 'st_gallen', '8001'])
      expect(validatePlaceSlug(slug)).toEqual({ ok: true, value: slug });
  });

  it('refuses whitespace and punctuation', () => {
    for (const slug of ['geneve ville', 'geneve.ch', 'a/b', '', "l'isle"]) {
      expect(errorOf(validatePlaceSlug(slug))).toMatchObject({
        code: 'PLACE_SLUG_NOT_VALID',
        message: 'Place with slug is not correct',
        field: 'placeSlug',
      });
    }
  });

  it('refuses more than 90 characters', () => {
    expect(validatePlaceSlug('a'.repeat(90)).ok).toBe(true);
    expect(errorOf(validatePlaceSlug('a'.repeat(91), 'countrySlug'))).toMatchObject({
      code: 'PLACE_SLUG_TOO_LONG',
      field: 'countrySlug',
    });
  });

  it('refuses the transaction slugs of every language', () => {
    for (const slug of ['buy', 'rent', 'kaufen', 'Mieten', 'louer', 'comprar', 'affittare', 'chintai']) {
      expect(errorOf(validatePlaceSlug(slug))).toMatchObject({ code: 'PLACE_SLUG_RESERVED' });
    }
  });
});
