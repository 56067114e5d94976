import type { UrlWords } from '../UrlWords';

/** Czech: diacritics dropped. */
export const cs: UrlWords = {
  segment: {
    listing: 'inzerat', project: 'projekt', unit: 'jednotka', agent: 'makler', agency: 'realitni-kancelar',
    agents: 'realitni-makleri', stats: 'ceny-nemovitosti', search: 'hledat',
  },
  transaction: { Sell: 'koupit', Rent: 'pronajem' },
  propertyType: {
    Apartment: 'byty', House: 'domy', Building: 'budovy', PlotOfLand: 'pozemky',
    ParkingPlace: 'parkovaci-mista', CommercialGround: 'komercni-prostory', Room: 'pokoje', Boat: 'lode',
  },
  subType: {
    Attic: 'podkrovni-byty', Penthouse: 'penthousy', Loft: 'lofty', StudioApartment: 'garsonky',
    TerracedApartment: 'byty-s-terasou', DetachedHouse: 'samostatne-domy', 'Semi-detachedHouse': 'dvojdomy',
    Farmhouse: 'statky', Villa: 'vily', Chalet: 'chaty',
  },
  flag: { projects: 'novostavby', luxury: 'luxusni' },
  numberOf: { rooms: 'pokoje', bedrooms: 'loznice', bathrooms: 'koupelny', studio: 'garsonka' },
  proximity: {
    Beach: 'u-plaze', Sea: 'u-more', TownCentre: 'u-centra', PublicTransport: 'u-mhd',
    Highway: 'u-dalnice', Shops: 'u-obchodu', Park: 'u-parku', SportCenter: 'u-sportoviste',
  },
  amenity: {
    Lift: 's-vytahem', Terrace: 's-terasou', Garden: 'se-zahradou', Garage: 's-garazi', Furnished: 'zarizeny',
    Balcony: 's-balkonem', Parking: 's-parkovanim', AirConditioning: 's-klimatizaci', Alarm: 's-alarmem',
    SwimmingPool: 's-bazenem',
  },
  view: {
    City: 'vyhled-na-mesto', Forest: 'vyhled-na-les', Garden: 'vyhled-na-zahradu', Hills: 'vyhled-na-kopce',
    Lake: 'vyhled-na-jezero', Mountains: 'vyhled-na-hory', Sea: 'vyhled-na-more', Countryside: 'vyhled-do-krajiny',
    Courtyard: 'vyhled-do-dvora', Greenery: 'vyhled-do-zelene',
  },
  sorting: {
    justForYou: 'pro-vas', updateDate: 'nejnovejsi', priceAsc: 'nejlevnejsi', priceDesc: 'nejdrazsi',
    biggestPriceDrops: 'zlevneni', biggestPriceIncreases: 'zdrazeni', livingArea: 'nejvetsi', numberOfRooms: 'nejvice-pokoju',
  },
  special: { GardenAndGarage: 'se-zahradou-a-garazi', CheaperThan100k: 'do-100k' },
};
