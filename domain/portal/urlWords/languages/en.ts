import type { UrlWords } from '../UrlWords';

/** English: also the words of the documents' own examples (/listing, /agents, /house-price). */
export const en: UrlWords = {
  segment: {
    listing: 'listing', project: 'project', unit: 'unit', agent: 'agent', agency: 'agency',
    agents: 'agents', stats: 'house-price', search: 'search',
  },
  transaction: { Sell: 'buy', Rent: 'rent' },
  propertyType: {
    Apartment: 'apartments', House: 'houses', Building: 'buildings', PlotOfLand: 'plots',
    ParkingPlace: 'parking-spaces', CommercialGround: 'commercial-properties', Room: 'rooms', Boat: 'boats',
  },
  subType: {
    Attic: 'attics', Penthouse: 'penthouses', Loft: 'lofts', StudioApartment: 'studio-apartments',
    TerracedApartment: 'terraced-apartments', DetachedHouse: 'detached-houses', 'Semi-detachedHouse': 'semi-detached-houses',
    Farmhouse: 'farmhouses', Villa: 'villas', Chalet: 'chalets',
  },
  flag: { projects: 'new-developments', luxury: 'luxury' },
  numberOf: { rooms: 'rooms', bedrooms: 'bedrooms', bathrooms: 'bathrooms', studio: 'studio' },
  proximity: {
    Beach: 'near-beach', Sea: 'near-sea', TownCentre: 'near-town-centre', PublicTransport: 'near-public-transport',
    Highway: 'near-highway', Shops: 'near-shops', Park: 'near-park', SportCenter: 'near-sports-centre',
  },
  amenity: {
    Lift: 'with-lift', Terrace: 'with-terrace', Garden: 'with-garden', Garage: 'with-garage', Furnished: 'furnished',
    Balcony: 'with-balcony', Parking: 'with-parking', AirConditioning: 'with-air-conditioning', Alarm: 'with-alarm',
    SwimmingPool: 'with-swimming-pool',
  },
  view: {
    City: 'city-view', Forest: 'forest-view', Garden: 'garden-view', Hills: 'hill-view', Lake: 'lake-view',
    Mountains: 'mountain-view', Sea: 'sea-view', Countryside: 'countryside-view', Courtyard: 'courtyard-view',
    Greenery: 'greenery-view',
  },
  sorting: {
    justForYou: 'just-for-you', updateDate: 'newest', priceAsc: 'cheapest', priceDesc: 'most-expensive',
    biggestPriceDrops: 'price-drops', biggestPriceIncreases: 'price-increases', livingArea: 'largest', numberOfRooms: 'most-rooms',
  },
  special: { GardenAndGarage: 'with-garden-and-garage', CheaperThan100k: 'under-100k' },
};
