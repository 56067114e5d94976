import type { UrlLanguage } from '../portal/urlWords/UrlWords';
import { buildSearchUrl } from './buildSearchUrl';
import { parseSearchUrl } from './parseSearchUrl';
import type { Search } from './SearchFilters';
import type { PlaceSlugs } from './SearchUrlContext';

/**
 * Canonical URLs of document 002 §2's shape, one per segment and per query parameter,
 * in several languages: each parses to the search shown and builds back to itself.
 */
interface Example {
  url: string;
  language: UrlLanguage;
  place?: PlaceSlugs;
  search: Search;
}

const ch = (placeSlug: string): PlaceSlugs => ({ countrySlug: 'ch', placeSlug });
const s = (filters: Search['filters'], params: Search['params'] = {}): Search => ({ filters, params });
const sell = { transactionType: 'Sell' } as const;
const rent = { transactionType: 'Rent' } as const;

const EXAMPLES: Example[] = [
  // The fallback, and /search carrying everything in its query.
  { url: '/search', language: 'en', search: s({}) },
  {
    url: '/search?placeId=ChIJ6-LQkwZljEcRObwLezWVtqA',
    language: 'en',
    search: s({ location: { placeId: 'ChIJ6-LQkwZljEcRObwLezWVtqA' } }),
  },
  {
    url: '/search?sort=priceDesc&tt=Rent&placeId=p1',
    language: 'de',
    search: s({ ...rent, location: { placeId: 'p1' } }, { sort: 'priceDesc' }),
  },
  {
    url: '/search?pt=House&projects=true&luxury=true',
    language: 'en',
    search: s({ types: ['House'], classes: ['ProjectListing'], luxury: true }),
  },
  {
    url: '/search?studios=true&amenities=Garage,Garden',
    language: 'en',
    search: s({ studios: true, amenities: ['Garage', 'Garden'] }),
  },
  // Place first, with and without the country slug.
  { url: '/ch/geneve/buy', language: 'en', place: ch('geneve'), search: s(sell) },
  { url: '/geneve/rent', language: 'en', place: { placeSlug: 'geneve' }, search: s(rent) },
  {
    url: '/ch/zuerich/kaufen/wohnungen',
    language: 'de',
    place: ch('zuerich'),
    search: s({ ...sell, types: ['Apartment'] }),
  },
  {
    url: '/ch/z%C3%BCrich/mieten/haeuser',
    language: 'de',
    place: ch('zürich'),
    search: s({ ...rent, types: ['House'] }),
  },
  // Each optional segment.
  {
    url: '/ch/geneve/acheter/appartements/combles',
    language: 'fr',
    place: ch('geneve'),
    search: s({ ...sell, types: ['Apartment'], subTypes: ['Attic'] }),
  },
  {
    url: '/ch/geneve/buy/new-developments',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, classes: ['ProjectListing'] }),
  },
  {
    url: '/ch/lugano/comprare/case/ville/lusso',
    language: 'it',
    place: ch('lugano'),
    search: s({ ...sell, types: ['House'], subTypes: ['Villa'], luxury: true }),
  },
  {
    url: '/ch/geneve/buy/apartments/3-bedrooms',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, types: ['Apartment'], numberOf: { bedrooms: { min: 3, max: 3 } } }),
  },
  {
    url: '/ch/geneve/buy/apartments/3p-bedrooms',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, types: ['Apartment'], numberOf: { bedrooms: { min: 3 } } }),
  },
  {
    url: '/ch/bern/mieten/wohnungen/4p-zimmer',
    language: 'de',
    place: ch('bern'),
    search: s({ ...rent, types: ['Apartment'], numberOf: { rooms: { min: 4 } } }),
  },
  {
    url: '/pt/lisboa/comprar/apartamentos/2-casas-de-banho',
    language: 'pt',
    place: { countrySlug: 'pt', placeSlug: 'lisboa' },
    search: s({ ...sell, types: ['Apartment'], numberOf: { bathrooms: { min: 2, max: 2 } } }),
  },
  {
    url: '/es/madrid/alquilar/pisos/estudio',
    language: 'es',
    place: { countrySlug: 'es', placeSlug: 'madrid' },
    search: s({ ...rent, types: ['Apartment'], studios: true }),
  },
  {
    url: '/es/malaga/comprar/cerca-playa',
    language: 'es',
    place: { countrySlug: 'es', placeSlug: 'malaga' },
    search: s({ ...sell, proximities: ['Beach'] }),
  },
  {
    url: '/ch/geneve/louer/avec-ascenseur',
    language: 'fr',
    place: ch('geneve'),
    search: s({ ...rent, amenities: ['Lift'] }),
  },
  {
    url: '/ch/montreux/acheter/maisons/vue-lac',
    language: 'fr',
    place: ch('montreux'),
    search: s({ ...sell, types: ['House'], viewLandscapes: ['Lake'] }),
  },
  {
    url: '/ch/geneve/buy/price-drops',
    language: 'en',
    place: ch('geneve'),
    search: s(sell, { sort: 'biggestPriceDrops' }),
  },
  // Every segment at once.
  {
    url: '/ch/geneve/buy/apartments/penthouses/new-developments/luxury/2p-rooms/near-sea/with-terrace/sea-view/newest',
    language: 'en',
    place: ch('geneve'),
    search: s(
      {
        ...sell,
        types: ['Apartment'],
        subTypes: ['Penthouse'],
        classes: ['ProjectListing'],
        luxury: true,
        numberOf: { rooms: { min: 2 } },
        proximities: ['Sea'],
        amenities: ['Terrace'],
        viewLandscapes: ['Sea'],
      },
      { sort: 'updateDate' },
    ),
  },
  // The short forms.
  {
    url: '/ch/geneve/buy/houses/with-garden-and-garage',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, types: ['House'], amenities: ['Garage', 'Garden'] }),
  },
  {
    url: '/fr/lyon/acheter/moins-de-100k',
    language: 'fr',
    place: { countrySlug: 'fr', placeSlug: 'lyon' },
    search: s({ ...sell, price: { max: 100000 } }, { sort: 'priceAsc' }),
  },
  {
    url: '/ch/sion/kaufen/unter-100k?price.min=20000',
    language: 'de',
    place: ch('sion'),
    search: s({ ...sell, price: { min: 20000, max: 100000 } }, { sort: 'priceAsc' }),
  },
  // Transliterated languages.
  {
    url: '/gr/athina/agora/diamerismata/me-kipo',
    language: 'el',
    place: { countrySlug: 'gr', placeSlug: 'athina' },
    search: s({ ...sell, types: ['Apartment'], amenities: ['Garden'] }),
  },
  {
    url: '/ru/moskva/snyat/kvartiry/2-komnat',
    language: 'ru',
    place: { countrySlug: 'ru', placeSlug: 'moskva' },
    search: s({ ...rent, types: ['Apartment'], numberOf: { rooms: { min: 2, max: 2 } } }),
  },
  {
    url: '/jp/tokyo/chintai/manshon/wanrumu',
    language: 'ja',
    place: { countrySlug: 'jp', placeSlug: 'tokyo' },
    search: s({ ...rent, types: ['Apartment'], studios: true }),
  },
  {
    url: '/cn/shanghai/goumai/fangwu/bieshu',
    language: 'zh',
    place: { countrySlug: 'cn', placeSlug: 'shanghai' },
    search: s({ ...sell, types: ['House'], subTypes: ['Villa'] }),
  },
  {
    url: '/tr/istanbul/kiralik/daireler/deniz-manzarali',
    language: 'tr',
    place: { countrySlug: 'tr', placeSlug: 'istanbul' },
    search: s({ ...rent, types: ['Apartment'], viewLandscapes: ['Sea'] }),
  },
  // Query parameters, in document 002 §2's order.
  { url: '/ch/geneve/buy?p=2', language: 'en', place: ch('geneve'), search: s(sell, { page: 2 }) },
  { url: '/ch/geneve/buy?searchId=42', language: 'en', place: ch('geneve'), search: s(sell, { searchId: 42 }) },
  {
    url: '/ch/geneve/buy?lat=46.2044&lng=6.1432&zoom=12',
    language: 'en',
    place: ch('geneve'),
    search: s(sell, { geo: { lat: 46.2044, lng: 6.1432, zoom: 12 } }),
  },
  {
    url: '/ch/geneve/buy?neLat=46.3&neLng=6.31&swLat=46.1&swLng=-0.5&zoom=10.5',
    language: 'en',
    place: ch('geneve'),
    search: s(sell, { geo: { neLat: 46.3, neLng: 6.31, swLat: 46.1, swLng: -0.5, zoom: 10.5 } }),
  },
  {
    url: '/ch/geneve/buy?exactLocation=true',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, location: { exact: true } }),
  },
  {
    url: '/ch/geneve/buy?pt=Apartment,House',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, types: ['Apartment', 'House'] }),
  },
  {
    url: '/ch/geneve/buy/apartments?st=Attic,Loft',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, types: ['Apartment'], subTypes: ['Attic', 'Loft'] }),
  },
  {
    url: '/ch/geneve/buy?st=Duplex',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, subTypes: ['Duplex'] }),
  },
  {
    url: '/ch/geneve/buy?classes=PropertyListing,UnitListing',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, classes: ['PropertyListing', 'UnitListing'] }),
  },
  {
    url: '/ch/geneve/buy?numberOf.rooms.min=2&numberOf.rooms.max=4&numberOf.bedrooms.max=3&numberOf.bathrooms.min=1&numberOf.bathrooms.max=2',
    language: 'en',
    place: ch('geneve'),
    search: s({
      ...sell,
      numberOf: { rooms: { min: 2, max: 4 }, bedrooms: { max: 3 }, bathrooms: { min: 1, max: 2 } },
    }),
  },
  {
    url: '/ch/geneve/buy/3-rooms?studios=true',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, numberOf: { rooms: { min: 3, max: 3 } }, studios: true }),
  },
  {
    url: '/ch/geneve/buy?area.living.min=45.5&area.living.max=120&area.living.unit=SquareMeter',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, area: { living: { min: 45.5, max: 120, unit: 'SquareMeter' } } }),
  },
  {
    url: '/ch/geneve/buy?price.min=250000&price.max=900000',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, price: { min: 250000, max: 900000 } }),
  },
  {
    url: '/ch/geneve/rent?availableFrom.max=2025-09-01',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...rent, availableFrom: { max: '2025-09-01' } }),
  },
  {
    url: '/ch/geneve/buy?floors=GroundFloor,TopFloor&amenities=Garden,Lift&proximities=Park,Shops&viewLandscapes=Lake,Mountains&viewTypes=Panoramic&orientations=South,West',
    language: 'en',
    place: ch('geneve'),
    search: s({
      ...sell,
      floors: ['GroundFloor', 'TopFloor'],
      amenities: ['Garden', 'Lift'],
      proximities: ['Park', 'Shops'],
      viewLandscapes: ['Lake', 'Mountains'],
      viewTypes: ['Panoramic'],
      orientations: ['South', 'West'],
    }),
  },
  {
    url: '/ch/geneve/buy?preferredAmenities=Balcony&preferredProximities=PublicTransport&preferredViewLandscapes=Lake&preferredViewTypes=Panoramic&preferredOrientations=South&preferredFloors=TopFloor',
    language: 'en',
    place: ch('geneve'),
    search: s({
      ...sell,
      preferredAmenities: ['Balcony'],
      preferredProximities: ['PublicTransport'],
      preferredViewLandscapes: ['Lake'],
      preferredViewTypes: ['Panoramic'],
      preferredOrientations: ['South'],
      preferredFloors: ['TopFloor'],
    }),
  },
  {
    url: '/ch/geneve/buy?accountId=12&agentUserId=34',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, accountId: 12, agentUserId: 34 }),
  },
  {
    url: '/ch/geneve/buy?ref=AB-12%2F3%20x',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, ref: 'AB-12/3 x' }),
  },
  {
    url: '/ch/geneve/buy?amenities=Garage,Lift',
    language: 'en',
    place: ch('geneve'),
    search: s({ ...sell, amenities: ['Garage', 'Lift'] }),
  },
];

describe.each(EXAMPLES)('$url ($language)', ({ url, language, place, search }) => {
  it('parses to the search it stands for', () => {
    expect(parseSearchUrl(url, { language })).toEqual({
      ok: true,
      value: { kind: 'search', ...(place ? { place } : {}), ...specialOf(url), search },
    });
  });

  it('builds back to itself', () => {
    expect(buildSearchUrl(search, { language, place })).toEqual({ ok: true, value: url });
  });
});

function specialOf(url: string) {
  if (/with-garden-and-garage$/.test(url)) return { special: 'GardenAndGarage' };
  if (/(moins-de|unter)-100k/.test(url)) return { special: 'CheaperThan100k' };
  return {};
}
