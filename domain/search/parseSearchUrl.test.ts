import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { parseSearchUrl } from './parseSearchUrl';
import type { SearchUrlContext, SearchUrlMatch } from './SearchUrlContext';

const en: SearchUrlContext = { language: 'en' };
const parse = (url: string, ctx: SearchUrlContext = en) => parseSearchUrl(url, ctx);
const errorOf = (result: Result<SearchUrlMatch, DomainError>) => (result.ok ? undefined : result.error);
const searchOf = (result: Result<SearchUrlMatch, DomainError>) => {
  if (!result.ok || result.value.kind !== 'search') throw new Error(`not a search: ${JSON.stringify(result)}`);
  return result.value;
};

describe('parseSearchUrl: which URLs are searches', () => {
  it("answers 'Transaction slug is not supported' when no transaction slug stands after the place", () => {
    for (const url of ['/geneve/xyz', '/geneve', '/ch/geneve/xyz/apartments', '/']) {
      expect(errorOf(parse(url))).toMatchObject({
        kind: 'NOT_FOUND',
        code: 'TRANSACTION_SLUG_NOT_SUPPORTED',
        message: 'Transaction slug is not supported',
      });
    }
  });

  it("answers 'Property slug is not supported' for an unknown word right after the transaction", () => {
    expect(errorOf(parse('/geneve/buy/castles'))).toMatchObject({
      kind: 'NOT_FOUND',
      code: 'PROPERTY_SLUG_NOT_SUPPORTED',
      message: 'Property slug is not supported',
      values: { slug: 'castles' },
    });
  });

  it('refuses later unknown words, words out of order, and a special combination that is not the whole tail', () => {
    for (const url of [
      '/geneve/buy/apartments/nonsense',
      '/geneve/buy/luxury/apartments',
      '/geneve/buy/sea-view/with-lift',
      '/geneve/buy/under-100k/luxury',
      '/geneve/buy/apartments/attics/under-100k',
      '/geneve/buy/luxury/with-garden-and-garage',
    ]) {
      expect([url, errorOf(parse(url))]).toMatchObject([url, { kind: 'NOT_FOUND', code: 'SEARCH_SLUG_NOT_SUPPORTED' }]);
    }
  });

  it('checks place and country slugs: characters, length, reserved transaction slugs', () => {
    expect(errorOf(parse('/gen%20eve/buy'))).toMatchObject({
      code: 'PLACE_SLUG_NOT_VALID',
      message: 'Place with slug is not correct',
      field: 'placeSlug',
    });
    expect(errorOf(parse('/c.h/geneve/buy'))).toMatchObject({ code: 'PLACE_SLUG_NOT_VALID', field: 'countrySlug' });
    expect(errorOf(parse(`/${'a'.repeat(91)}/buy`))).toMatchObject({ code: 'PLACE_SLUG_TOO_LONG' });
    expect(errorOf(parse('/buy/apartments/rent'))).toMatchObject({ code: 'PLACE_SLUG_RESERVED', field: 'placeSlug' });
    expect(errorOf(parse('/buy/apartments/kaufen/geneve'))).toMatchObject({
      code: 'PLACE_SLUG_RESERVED',
      field: 'countrySlug',
    });
  });

  it('refuses a malformed percent-encoding', () => {
    expect(errorOf(parse('/gen%E0%A4%A/buy'))).toMatchObject({ code: 'SEARCH_SLUG_NOT_SUPPORTED' });
  });

  it('accepts /search and its localised forms', () => {
    expect(searchOf(parse('/search'))).toEqual({ kind: 'search', search: { filters: {}, params: {} } });
    expect(searchOf(parse('/suche?tt=Rent', { language: 'de' })).search.filters).toEqual({ transactionType: 'Rent' });
    expect(searchOf(parse('/recherche?placeId=abc')).search.filters).toEqual({ location: { placeId: 'abc' } });
  });
});

describe('parseSearchUrl: the old URL form', () => {
  it('redirects permanently to the place-first form, keeping the query string', () => {
    expect(parse('/buy/apartments/geneve')).toEqual({
      ok: true,
      value: { kind: 'redirect', location: '/geneve/buy/apartments', permanent: true },
    });
    expect(parse('/kaufen/wohnungen/ch/zuerich?p=3&price.max=900000', { language: 'de' })).toEqual({
      ok: true,
      value: { kind: 'redirect', location: '/ch/zuerich/kaufen/wohnungen?p=3&price.max=900000', permanent: true },
    });
    expect(parse('/louer/maisons/ch/z%C3%BCrich#map')).toEqual({
      ok: true,
      value: { kind: 'redirect', location: '/ch/z%C3%BCrich/louer/maisons', permanent: true },
    });
  });

  it('needs a property slug and a place', () => {
    expect(errorOf(parse('/buy/castles/geneve'))).toMatchObject({ code: 'PROPERTY_SLUG_NOT_SUPPORTED' });
    expect(errorOf(parse('/buy/apartments'))).toMatchObject({ code: 'SEARCH_SLUG_NOT_SUPPORTED' });
    expect(errorOf(parse('/buy/apartments/a/b/c'))).toMatchObject({ code: 'SEARCH_SLUG_NOT_SUPPORTED' });
  });
});

describe('parseSearchUrl: query values', () => {
  const queryError = (query: string, ctx: SearchUrlContext = en) => errorOf(parse(`/geneve/buy?${query}`, ctx));

  it('page is a positive integer', () => {
    for (const query of ['p=0', 'p=abc', 'p=1.5', 'p=-2'])
      expect(queryError(query)).toMatchObject({
        code: 'PAGE_NOT_VALID',
        message: 'params is not valid',
        field: 'page',
      });
    expect(searchOf(parse('/geneve/buy?p=1')).search.params).toEqual({});
  });

  it('sort is a sorting the portal allows', () => {
    expect(queryError('sort=cheapest')).toMatchObject({ code: 'SORT_NOT_ALLOWED' });
    expect(queryError('sort=livingArea', { language: 'en', sortings: ['justForYou', 'priceAsc'] })).toMatchObject({
      code: 'SORT_NOT_ALLOWED',
    });
    expect(errorOf(parse('/geneve/buy/largest', { language: 'en', sortings: ['justForYou'] }))).toMatchObject({
      code: 'SORT_NOT_ALLOWED',
    });
  });

  it("a bad search id reads 'SearchId {n} is not valid' with the value given", () => {
    expect(queryError('searchId=abc')).toMatchObject({
      code: 'SEARCH_ID_NOT_VALID',
      message: 'SearchId abc is not valid',
      values: { n: 'abc' },
    });
    expect(queryError('searchId=0')).toMatchObject({ message: 'SearchId 0 is not valid' });
    expect(queryError('searchId=99999999999999999999')).toMatchObject({
      message: 'SearchId 99999999999999999999 is not valid',
    });
  });

  it('ranges are non-negative integers with min not above max; the living area allows decimals', () => {
    for (const query of [
      'price.min=-5',
      'price.min=1.5',
      'price.max=abc',
      'numberOf.rooms.min=2.5',
      'numberOf.bathrooms.max=-1',
    ]) {
      expect([query, queryError(query)]).toMatchObject([
        query,
        { code: 'RANGE_NOT_VALID', message: 'filters is not valid' },
      ]);
    }
    expect(queryError('price.min=5&price.max=1')).toEqual({
      kind: 'INVALID',
      code: 'RANGE_MIN_ABOVE_MAX',
      message: 'min > max',
      field: 'price',
    });
    expect(queryError('numberOf.bedrooms.min=4&numberOf.bedrooms.max=2')).toMatchObject({
      message: 'min > max',
      field: 'numberOf.bedrooms',
    });
    expect(queryError('area.living.min=90.5&area.living.max=90')).toMatchObject({
      message: 'min > max',
      field: 'area.living',
    });
    expect(searchOf(parse('/geneve/buy?area.living.min=45.75')).search.filters.area).toEqual({
      living: { min: 45.75 },
    });
    expect(queryError('area.living.min=-1')).toMatchObject({ field: 'area.living.min' });
    expect(queryError('area.living.unit=Furlong')).toMatchObject({ field: 'area.living.unit' });
  });

  it('the availability date must parse', () => {
    expect(queryError('availableFrom.max=tomorrow')).toMatchObject({
      code: 'DATE_NOT_VALID',
      field: 'availableFrom.max',
    });
    expect(queryError('availableFrom.max=2025-02-29')).toMatchObject({ code: 'DATE_NOT_VALID' });
    expect(searchOf(parse('/geneve/rent?availableFrom.max=2024-02-29')).search.filters.availableFrom).toEqual({
      max: '2024-02-29',
    });
  });

  it('geo needs zoom and a centre or a bounding box', () => {
    for (const query of [
      'lat=46.2&lng=6.1',
      'zoom=12',
      'zoom=12&lat=46.2',
      'zoom=12&neLat=46.3&neLng=6.3&swLat=46.1',
      'zoom=abc&lat=1&lng=2',
      'zoom=12&lat=100&lng=2',
    ]) {
      expect([query, queryError(query)]).toMatchObject([query, { code: 'GEO_NOT_VALID', field: 'geo' }]);
    }
  });

  it('ids, vocabularies and flags', () => {
    expect(queryError('accountId=abc')).toEqual({
      kind: 'INVALID',
      code: 'ACCOUNT_ID_NOT_VALID',
      message: 'Invalid accountId was provided',
      field: 'accountId',
    });
    expect(queryError('accountId=0')).toMatchObject({ code: 'ACCOUNT_ID_NOT_VALID' });
    expect(queryError('agentUserId=x')).toMatchObject({ field: 'agentUserId' });
    expect(queryError('tt=Lease')).toMatchObject({ field: 'transactionType' });
    expect(queryError('pt=Castle')).toMatchObject({ field: 'types' });
    expect(queryError('pt=8')).toMatchObject({ field: 'types' });
    expect(queryError('classes=ProjectAsListing')).toMatchObject({ field: 'classes' });
    expect(queryError('amenities=a%20b')).toMatchObject({ field: 'amenities' });
    expect(queryError('luxury=yes')).toMatchObject({ field: 'luxury' });
    expect(queryError('placeId=a%20b')).toMatchObject({ code: 'PLACE_ID_NOT_VALID' });
  });
});

describe('parseSearchUrl: how path and query combine', () => {
  const filtersOf = (url: string, ctx: SearchUrlContext = en) => searchOf(parse(url, ctx)).search.filters;

  it('the path wins over the query for the same value', () => {
    expect(filtersOf('/geneve/buy?tt=Rent').transactionType).toBe('Sell');
    expect(filtersOf('/geneve/buy/3-bedrooms?numberOf.bedrooms.max=5').numberOf).toEqual({
      bedrooms: { min: 3, max: 3 },
    });
    expect(filtersOf('/geneve/buy/3p-bedrooms?numberOf.bedrooms.max=5').numberOf).toEqual({
      bedrooms: { min: 3, max: 5 },
    });
  });

  it('list values add up', () => {
    expect(filtersOf('/geneve/buy/houses?pt=Apartment').types).toEqual(['Apartment', 'House']);
    expect(filtersOf('/geneve/buy/with-lift?amenities=Garage&amenities=Lift').amenities).toEqual(['Garage', 'Lift']);
    expect(filtersOf('/geneve/buy/new-developments?classes=UnitListing').classes).toEqual([
      'ProjectListing',
      'UnitListing',
    ]);
  });

  it('a special combination overrides what the query says about its fields', () => {
    expect(filtersOf('/geneve/buy/with-garden-and-garage?amenities=Lift&proximities=Beach')).toEqual({
      transactionType: 'Sell',
      amenities: ['Garage', 'Garden'],
    });
    const cheap = searchOf(parse('/geneve/buy/houses/under-100k?price.max=50000&sort=priceDesc'));
    expect(cheap.special).toBe('CheaperThan100k');
    expect(cheap.search).toEqual({
      filters: { transactionType: 'Sell', types: ['House'], price: { max: 100000 } },
      params: { sort: 'priceAsc' },
    });
  });

  it('the portal default sort is dropped, whichever way the URL names it', () => {
    const ctx: SearchUrlContext = { language: 'en', defaultSort: 'justForYou' };
    expect(searchOf(parse('/geneve/buy/just-for-you', ctx)).search.params).toEqual({});
    expect(searchOf(parse('/search?sort=justForYou', ctx)).search.params).toEqual({});
  });
});

describe('parseSearchUrl: lenient reading', () => {
  const filtersOf = (url: string, ctx: SearchUrlContext = en) => searchOf(parse(url, ctx)).search.filters;

  it('reads words case-insensitively, ignores a trailing slash, a fragment, empty and unknown parameters', () => {
    expect(searchOf(parse('/Geneve/BUY/Apartments/?price.min=&gclid=xyz&utm_source=mail#top'))).toEqual({
      kind: 'search',
      place: { placeSlug: 'Geneve' },
      search: { filters: { transactionType: 'Sell', types: ['Apartment'] }, params: {} },
    });
  });

  it('reads unencoded letters in a place slug', () => {
    expect(searchOf(parse('/ch/zürich/mieten', { language: 'de' })).place).toEqual({
      countrySlug: 'ch',
      placeSlug: 'zürich',
    });
  });

  it('reads words of another language than the context’s', () => {
    expect(filtersOf('/ch/geneve/acheter/appartements/3p-pieces/avec-jardin', { language: 'de' })).toEqual({
      transactionType: 'Sell',
      types: ['Apartment'],
      numberOf: { rooms: { min: 3 } },
      amenities: ['Garden'],
    });
  });

  it('reads the codes and long forms the documents mention', () => {
    expect(filtersOf('/search?tt=SE&pt=1,2&ref=AB+12')).toEqual({
      transactionType: 'Sell',
      types: ['Apartment', 'House'],
      ref: 'AB 12',
    });
    expect(filtersOf('/search?tt=RE&reference=X-1&studios=1&luxury=false')).toEqual({
      transactionType: 'Rent',
      ref: 'X-1',
      studios: true,
    });
    expect(filtersOf('/search?ref=A&reference=B').ref).toBe('A');
  });

  it('reads a sub-type without a property type before it', () => {
    expect(filtersOf('/cn/shanghai/goumai/bieshu', { language: 'zh' })).toEqual({
      transactionType: 'Sell',
      subTypes: ['Villa'],
    });
  });
});
