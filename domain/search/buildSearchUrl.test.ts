import type { DomainError } from '../shared/DomainError';
import type { Result } from '../shared/Result';
import { buildSearchUrl } from './buildSearchUrl';
import type { Search } from './SearchFilters';
import { SearchMother } from '#test/mothers/domain/SearchMother';
import type { SearchUrlBuildContext } from './SearchUrlContext';

const geneva: SearchUrlBuildContext = { language: 'en', place: { countrySlug: 'ch', placeSlug: 'geneve' } };
const urlOf = (search: Search, ctx: SearchUrlBuildContext = geneva) => {
  const result = buildSearchUrl(search, ctx);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const errorOf = (result: Result<string, DomainError>) => (result.ok ? undefined : result.error);
const { apartmentsToBuy, housesToRent, with: search } = SearchMother;

describe('buildSearchUrl: path or /search', () => {
  it('falls back to /search without a place or without a transaction type, carrying everything in the query', () => {
    expect(urlOf(search())).toBe('/search');
    expect(urlOf(apartmentsToBuy({ location: { placeId: 'p1' } }), { language: 'en' })).toBe(
      '/search?pt=Apartment&tt=Sell&placeId=p1',
    );
    expect(urlOf(search({ types: ['House'], location: { placeId: 'p1' } }, { sort: 'priceAsc', page: 3 }))).toBe(
      '/search?p=3&sort=priceAsc&pt=House&placeId=p1',
    );
  });

  it('puts the place in the path and leaves placeId out', () => {
    expect(urlOf(apartmentsToBuy({ location: { placeId: 'p1', exact: true } }))).toBe(
      '/ch/geneve/buy/apartments?exactLocation=true',
    );
    expect(urlOf(housesToRent(), { language: 'fr', place: { placeSlug: 'geneve' } })).toBe('/geneve/louer/maisons');
  });

  it('speaks the context language', () => {
    const s = apartmentsToBuy({ amenities: ['Garden'] });
    expect(urlOf(s, { ...geneva, language: 'de' })).toBe('/ch/geneve/kaufen/wohnungen/mit-garten');
    expect(urlOf(s, { ...geneva, language: 'es' })).toBe('/ch/geneve/comprar/pisos/con-jardin');
    expect(urlOf(s, { ...geneva, language: 'pl' })).toBe('/ch/geneve/kupno/mieszkania/z-ogrodem');
  });

  it('percent-encodes letters outside ascii in place slugs', () => {
    expect(urlOf(housesToRent(), { language: 'de', place: { countrySlug: 'ch', placeSlug: 'zürich' } })).toBe(
      '/ch/z%C3%BCrich/mieten/haeuser',
    );
  });

  it('refuses a place slug that is not one', () => {
    expect(
      errorOf(buildSearchUrl(apartmentsToBuy(), { language: 'en', place: { placeSlug: 'kaufen' } })),
    ).toMatchObject({ code: 'PLACE_SLUG_RESERVED', message: 'Place with slug is not correct' });
    expect(errorOf(buildSearchUrl(apartmentsToBuy(), { language: 'en', place: { placeSlug: 'a b' } }))).toMatchObject({
      code: 'PLACE_SLUG_NOT_VALID',
    });
    expect(
      errorOf(
        buildSearchUrl(apartmentsToBuy(), {
          language: 'en',
          place: { countrySlug: 'x'.repeat(91), placeSlug: 'geneve' },
        }),
      ),
    ).toMatchObject({ code: 'PLACE_SLUG_TOO_LONG', field: 'countrySlug' });
  });

  it('refuses an invalid search', () => {
    expect(errorOf(buildSearchUrl(apartmentsToBuy({ price: { min: 9, max: 1 } }), geneva))).toMatchObject({
      message: 'min > max',
    });
    expect(errorOf(buildSearchUrl(apartmentsToBuy({}, { page: 0 }), geneva))).toMatchObject({ code: 'PAGE_NOT_VALID' });
    expect(
      errorOf(buildSearchUrl(apartmentsToBuy({}, { sort: 'livingArea' }), { ...geneva, sortings: ['justForYou'] })),
    ).toMatchObject({ code: 'SORT_NOT_ALLOWED' });
  });
});

describe('buildSearchUrl: which values go to the path', () => {
  it('one value with a slug goes to the path; several, or one without a slug, go to the query', () => {
    expect(urlOf(apartmentsToBuy({ amenities: ['Lift'] }))).toBe('/ch/geneve/buy/apartments/with-lift');
    expect(urlOf(apartmentsToBuy({ amenities: ['Lift', 'Terrace'] }))).toBe(
      '/ch/geneve/buy/apartments?amenities=Lift,Terrace',
    );
    expect(urlOf(apartmentsToBuy({ amenities: ['Jacuzzi'] }))).toBe('/ch/geneve/buy/apartments?amenities=Jacuzzi');
    expect(urlOf(search({ transactionType: 'Sell', types: ['House', 'Apartment'] }))).toBe(
      '/ch/geneve/buy?pt=Apartment,House',
    );
  });

  it('a sub-type goes to the path only after its property type', () => {
    expect(urlOf(apartmentsToBuy({ subTypes: ['Loft'] }))).toBe('/ch/geneve/buy/apartments/lofts');
    expect(urlOf(search({ transactionType: 'Sell', types: ['Apartment', 'House'], subTypes: ['Loft'] }))).toBe(
      '/ch/geneve/buy?pt=Apartment,House&st=Loft',
    );
    expect(urlOf(search({ transactionType: 'Sell', subTypes: ['Villa'] }))).toBe('/ch/geneve/buy?st=Villa');
  });

  it('projects is the class filter holding project listings only', () => {
    expect(urlOf(apartmentsToBuy({ classes: ['ProjectListing'] }))).toBe('/ch/geneve/buy/apartments/new-developments');
    expect(urlOf(apartmentsToBuy({ classes: ['ProjectListing', 'UnitListing'] }))).toBe(
      '/ch/geneve/buy/apartments?classes=ProjectListing,UnitListing',
    );
    expect(urlOf(search({ classes: ['ProjectListing'] }))).toBe('/search?projects=true');
  });

  it('number-of: an exact count or a minimum goes to the path, rooms before bedrooms before bathrooms, then studio', () => {
    expect(urlOf(apartmentsToBuy({ numberOf: { bedrooms: { min: 2, max: 2 }, bathrooms: { min: 1 } } }))).toBe(
      '/ch/geneve/buy/apartments/2-bedrooms?numberOf.bathrooms.min=1',
    );
    expect(urlOf(apartmentsToBuy({ numberOf: { rooms: { min: 2, max: 4 }, bathrooms: { min: 1 } } }))).toBe(
      '/ch/geneve/buy/apartments/1p-bathrooms?numberOf.rooms.min=2&numberOf.rooms.max=4',
    );
    expect(urlOf(apartmentsToBuy({ numberOf: { rooms: { max: 3 } } }))).toBe(
      '/ch/geneve/buy/apartments?numberOf.rooms.max=3',
    );
    expect(urlOf(apartmentsToBuy({ studios: true }))).toBe('/ch/geneve/buy/apartments/studio');
    expect(urlOf(apartmentsToBuy({ studios: true, numberOf: { rooms: { min: 0, max: 0 } } }))).toBe(
      '/ch/geneve/buy/apartments/0-rooms?studios=true',
    );
  });

  it('the sort goes to the path after everything else, unless it is the portal default', () => {
    expect(urlOf(apartmentsToBuy({ luxury: true }, { sort: 'priceDesc' }))).toBe(
      '/ch/geneve/buy/apartments/luxury/most-expensive',
    );
    expect(urlOf(apartmentsToBuy({}, { sort: 'justForYou' }), { ...geneva, defaultSort: 'justForYou' })).toBe(
      '/ch/geneve/buy/apartments',
    );
  });

  it('the short form is used when the special combination is the whole tail', () => {
    expect(urlOf(housesToRent({ amenities: ['Garden', 'Garage'] }))).toBe(
      '/ch/geneve/rent/houses/with-garden-and-garage',
    );
    expect(urlOf(housesToRent({ amenities: ['Garden', 'Garage'], price: { max: 3000 } }))).toBe(
      '/ch/geneve/rent/houses/with-garden-and-garage?price.max=3000',
    );
    expect(urlOf(housesToRent({ amenities: ['Garden', 'Garage'], luxury: true }))).toBe(
      '/ch/geneve/rent/houses/luxury?amenities=Garage,Garden',
    );
    expect(urlOf(housesToRent({ amenities: ['Garden', 'Garage'], proximities: ['Beach'] }))).toBe(
      '/ch/geneve/rent/houses/near-beach?amenities=Garage,Garden',
    );
    expect(urlOf(apartmentsToBuy({ price: { min: 5000, max: 100000 } }, { sort: 'priceAsc' }))).toBe(
      '/ch/geneve/buy/apartments/under-100k?price.min=5000',
    );
    expect(urlOf(apartmentsToBuy({ price: { max: 100000 } }, { sort: 'priceDesc' }))).toBe(
      '/ch/geneve/buy/apartments/most-expensive?price.max=100000',
    );
    // Both combinations match: the one that leaves no other tail segment wins.
    expect(
      urlOf(apartmentsToBuy({ amenities: ['Garden', 'Garage'], price: { max: 100000 } }, { sort: 'priceAsc' })),
    ).toBe('/ch/geneve/buy/apartments/under-100k?amenities=Garage,Garden');
  });
});

describe('buildSearchUrl: the query', () => {
  it('p appears only above 1', () => {
    expect(urlOf(apartmentsToBuy({}, { page: 1 }))).toBe('/ch/geneve/buy/apartments');
    expect(urlOf(apartmentsToBuy({}, { page: 2 }))).toBe('/ch/geneve/buy/apartments?p=2');
  });

  it('lists are deduplicated and sorted, flags appear only when on, so one search has one URL', () => {
    expect(
      urlOf(
        apartmentsToBuy({
          orientations: ['West', 'South', 'West'],
          luxury: false,
          studios: false,
          location: { exact: false },
        }),
      ),
    ).toBe('/ch/geneve/buy/apartments?orientations=South,West');
  });

  it('leaves out what no URL carries (it lives in the saved search behind searchId)', () => {
    const drawn = apartmentsToBuy(
      {
        excludedTypes: ['Room'],
        postcodeId: '1201',
        availableFrom: { min: '2025-01-01' },
        location: {
          mode: 'mapArea',
          polygon: [
            { lat: 46.2, lng: 6.1 },
            { lat: 46.3, lng: 6.2 },
            { lat: 46.2, lng: 6.3 },
          ],
          viewport: { northeast: { lat: 46.3, lng: 6.3 }, southwest: { lat: 46.1, lng: 6.0 } },
        },
      },
      { searchId: 77 },
    );
    expect(urlOf(drawn)).toBe('/ch/geneve/buy/apartments?searchId=77');
  });

  it('encodes free text', () => {
    expect(urlOf(apartmentsToBuy({ ref: 'A&B=1/2 +' }))).toBe('/ch/geneve/buy/apartments?ref=A%26B%3D1%2F2%20%2B');
  });
});
